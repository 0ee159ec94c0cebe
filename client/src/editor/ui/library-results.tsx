import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/ui/toast';

import { draftListLibrary, draftSelectLibrary } from '@client/api/generated';
import { request } from '@client/api/request';
import { useEditorTexts } from '@client/editor/ui/editor-context';
import { currentLanguage } from '@client/i18n/i18n';

/** The component libraries: built-in and mine, with the one in use; "Use" switches (spec §4: library states). */
export function LibraryResults() {
  const { t } = useEditorTexts();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const libraries = useQuery({
    queryKey: ['libraries'],
    queryFn: () => request((o) => draftListLibrary({ ...o, body: {} }), { quiet: () => true }),
  });
  const use = async (libraryId: string, name: string) => {
    try {
      await request((o) => draftSelectLibrary({ ...o, body: { libraryId } }));
      toast.success(t('search.switched', { name }));
      await queryClient.invalidateQueries({ queryKey: ['libraries'] });
      await queryClient.invalidateQueries({ queryKey: ['library-materials'] });
    } catch {
      toast.error(t('search.libraryFailed'));
    }
  };
  return (
    <ul className="editor-library-list">
      {(libraries.data?.items ?? []).map((library) => (
        <li key={library.libraryId} className="editor-library" aria-label={library.name[language]}>
          <span className="editor-library-cover" aria-hidden style={{ background: library.cover.background }}>
            <span style={{ background: library.cover.primary }} />
            <span style={{ background: library.cover.surface }} />
            <span style={{ background: library.cover.text }} />
          </span>
          <span className="editor-library-text">
            <strong>{library.name[language]}</strong>
            <span>{library.description[language]}</span>
          </span>
          {library.selected ? (
            <span className="editor-library-state">{t('search.inUse')}</span>
          ) : (
            <button type="button" onClick={() => void use(library.libraryId, library.name[language])}>
              {t('search.use')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
