import assert from 'node:assert/strict';
import {test} from 'node:test';
import {formatUtcDate} from '../../src/theme/LastUpdated/formatUtcDate';

test('the hand-made date reads exactly as the theme’s Intl formatter prints it, for every day of four years', () => {
  const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  for (let day = 0; day < 4 * 366; day += 1) {
    // Late in the UTC day, where a local-time slip would show as the next date.
    const date = new Date(Date.UTC(2025, 0, 1 + day, 23, 59));
    assert.equal(formatUtcDate(date), intl.format(date));
  }
});
