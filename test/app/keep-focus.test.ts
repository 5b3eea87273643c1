/** The keys the form's focus is looked for by after a redraw: the control itself, then the ones before it. */
import { describe, expect, it } from 'vitest';
import { fallbackKeys } from '../../src/app/keep-focus.js';

describe('the focus kept across a redraw', () => {
  it('looks for a removed step\'s control on the steps before it, down to the first', () => {
    expect(fallbackKeys('[aria-label="remove step 3"]')).toEqual(['[aria-label="remove step 3"]', '[aria-label="remove step 2"]', '[aria-label="remove step 1"]']);
  });

  it('looks for a control with no number, or numbered 1 or 0, as itself only', () => {
    expect(fallbackKeys('#new-line')).toEqual(['#new-line']);
    expect(fallbackKeys('[aria-label="move step 1 down"]')).toEqual(['[aria-label="move step 1 down"]']);
    expect(fallbackKeys('#step-0-marked')).toEqual(['#step-0-marked']);
  });
});
