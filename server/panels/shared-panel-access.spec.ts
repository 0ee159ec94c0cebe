import { sharedPanelRefusal } from './shared-panel-access';

// Spec §6: basic cannot edit others' panels; pro edits and copies freely; the owner's link says view or edit.
describe('sharedPanelRefusal', () => {
  it('refuses a plan that only views, whatever the link grants (the client offers the upgrade)', () => {
    for (const link of ['view', 'edit'] as const) {
      expect(sharedPanelRefusal('duplicate', link, 'view')).toBe('plan');
      expect(sharedPanelRefusal('edit', link, 'view')).toBe('plan');
    }
  });

  it('lets a plan that edits duplicate any link, and edit only through a link that grants edit', () => {
    expect(sharedPanelRefusal('duplicate', 'view', 'edit')).toBeNull();
    expect(sharedPanelRefusal('duplicate', 'edit', 'edit')).toBeNull();
    expect(sharedPanelRefusal('edit', 'edit', 'edit')).toBeNull();
    expect(sharedPanelRefusal('edit', 'view', 'edit')).toBe('share');
  });
});
