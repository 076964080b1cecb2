import {type ReactNode} from 'react';
import clsx from 'clsx';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import NavbarItem from '@theme/NavbarItem';
import type {Props as DropdownProps} from '@theme/NavbarItem/DropdownNavbarItem';

export type Props = DropdownProps & {isDropdownItem?: boolean};

/**
 * A dropdown that may sit inside another dropdown. At the top level and in the mobile menu it is the
 * stock dropdown (which already nests as a collapsible list); inside a desktop dropdown it renders a
 * side submenu that opens on hover and on keyboard focus.
 */
export default function NestedDropdownNavbarItem({isDropdownItem = false, ...props}: Props): ReactNode {
  if (!isDropdownItem || props.mobile) {
    return <DropdownNavbarItem {...props} />;
  }
  const {items, label, className} = props;
  return (
    <li className={clsx('nested-dropdown', className)}>
      <a href="#" role="button" aria-haspopup="true" className="dropdown__link" onClick={(event) => event.preventDefault()}>
        {label} ›
      </a>
      <ul className="dropdown__menu">
        {items.map((item, index) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...item} key={index} />
        ))}
      </ul>
    </li>
  );
}
