// Wrap, not eject: the stock navbar item types plus one of ours. The config schema forbids a dropdown
// inside a dropdown, but accepts `custom-*` types, so nested dropdowns are registered here.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import NestedDropdownNavbarItem from '@site/src/components/NestedDropdownNavbarItem';

export default {
  ...ComponentTypes,
  'custom-nestedDropdown': NestedDropdownNavbarItem,
};
