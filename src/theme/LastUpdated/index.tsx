import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatUtcDate} from './formatUtcDate';

/** theme-classic's LastUpdated with the date formatted by hand; the rest is as the theme has it. */
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  const atDate = lastUpdatedAt ? new Date(lastUpdatedAt) : undefined;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: atDate ? (
            <Translate
              id="theme.lastUpdated.atDate"
              description="The words used to describe on which date a page has been last updated"
              values={{
                date: (
                  <b>
                    <time dateTime={atDate.toISOString()} itemProp="dateModified">
                      {formatUtcDate(atDate)}
                    </time>
                  </b>
                ),
              }}>
              {' on {date}'}
            </Translate>
          ) : (
            ''
          ),
          byUser: lastUpdatedBy ? (
            <Translate
              id="theme.lastUpdated.byUser"
              description="The words used to describe by who the page has been last updated"
              values={{user: <b>{lastUpdatedBy}</b>}}>
              {' by {user}'}
            </Translate>
          ) : (
            ''
          ),
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
