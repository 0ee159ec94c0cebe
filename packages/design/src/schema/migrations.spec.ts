import { CURRENT_DOCUMENT_VERSION, DocumentVersionError, PanelSchema, migrate } from './index';

describe('document migrations', () => {
  it('brings a version 0 document (rectangle, style.color) to the current version', () => {
    const legacy = {
      version: 0,
      id: 'p',
      name: 'Legacy',
      width: 375,
      height: 600,
      children: [
        { id: 'r', type: 'rectangle', style: { color: '#ff0000' } },
        {
          id: 'f',
          type: 'frame',
          children: [{ id: 't', type: 'text', characters: 'Hi', style: { color: '#111111', fontSize: 20 } }],
        },
      ],
    };
    const frozen = JSON.parse(JSON.stringify(legacy));
    const panel = PanelSchema.parse(migrate(legacy));
    expect(legacy).toEqual(frozen);
    expect(panel.version).toBe(CURRENT_DOCUMENT_VERSION);
    expect(panel.children[0]).toMatchObject({ type: 'rect', fills: [{ type: 'solid', color: '#ff0000' }] });
    const text = panel.children[1].type === 'frame' ? panel.children[1].children[0] : undefined;
    expect(text).toMatchObject({ type: 'text', fills: [{ color: '#111111' }], style: { fontSize: 20 } });
  });

  it('takes a document without a version as legacy and leaves current content unchanged', () => {
    const doc = { id: 'p', name: 'N', width: 375, height: 100, children: [{ id: 'r', type: 'rect' }] };
    expect(migrate(doc)).toEqual({ ...doc, version: 1 });
  });

  it('leaves a current document as it is and refuses newer or malformed versions', () => {
    const current = { id: 'p', name: 'N', width: 375, height: 100, version: 1, children: [] };
    expect(migrate(current)).toBe(current);
    expect(() => migrate({ ...current, version: 99 })).toThrow(DocumentVersionError);
    expect(() => migrate({ ...current, version: '1' })).toThrow(DocumentVersionError);
  });
});
