import { afterEach, describe, expect, it } from 'vitest';

import { moveItem } from '@client/features/workbench/state/panel-order';
import { validatePanel, validateProjectName } from '@client/features/workbench/state/validation';
import {
  hasSeenWelcomeGuide,
  markWelcomeGuideSeen,
  welcomeGuideKey,
} from '@client/features/workbench/state/welcome-guide';
import { parseWorkbenchSearch } from '@client/features/workbench/state/workbench-search';

afterEach(() => window.localStorage.clear());

describe('moveItem', () => {
  it('moves up and down within bounds', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    const items = ['a', 'b'];
    expect(moveItem(items, 0, -1)).toBe(items);
    expect(moveItem(items, 1, 1)).toBe(items);
  });
});

describe('validation (spec §5)', () => {
  it('project name: required, at most 20 characters', () => {
    expect(validateProjectName('  ')).toBe('workbench.validation.projectNameRequired');
    expect(validateProjectName('x'.repeat(21))).toBe('workbench.validation.projectNameTooLong');
    expect(validateProjectName('x'.repeat(20))).toBeUndefined();
    expect(validateProjectName('设计项目'.repeat(5))).toBeUndefined();
  });

  it('panel: name required, width ≥ 375, height ≥ 100, a hex colour', () => {
    expect(validatePanel({ name: '', width: '', height: '', background: 'red' })).toEqual({
      name: 'workbench.validation.panelNameRequired',
      width: 'workbench.validation.widthRequired',
      height: 'workbench.validation.heightRequired',
      background: 'workbench.validation.colourInvalid',
    });
    expect(validatePanel({ name: 'P', width: '374', height: '99', background: '#fff' })).toEqual({
      width: 'workbench.validation.widthTooSmall',
      height: 'workbench.validation.heightTooSmall',
      background: 'workbench.validation.colourInvalid',
    });
    expect(validatePanel({ name: 'P', width: '375', height: '100', background: '#A0b1C2' })).toEqual({});
    expect(validatePanel({ name: 'P', width: '400.5', height: '100', background: '#ffffff' })).toEqual({
      width: 'workbench.validation.wholeNumber',
    });
  });
});

describe('welcome guide memory', () => {
  it('is remembered per user', () => {
    expect(hasSeenWelcomeGuide('u1')).toBe(false);
    markWelcomeGuideSeen('u1');
    expect(hasSeenWelcomeGuide('u1')).toBe(true);
    expect(hasSeenWelcomeGuide('u2')).toBe(false);
    expect(window.localStorage.getItem(welcomeGuideKey('u1'))).toBe('1');
  });
});

describe('parseWorkbenchSearch', () => {
  it('keeps the known parameters and drops the rest', () => {
    expect(parseWorkbenchSearch({ mode: 'new', projectId: ' p ', panelId: '', templateId: 't', other: 1 })).toEqual({
      mode: 'new',
      projectId: 'p',
      templateId: 't',
    });
    expect(parseWorkbenchSearch({ mode: 'old', panelId: 42 })).toEqual({});
  });
});
