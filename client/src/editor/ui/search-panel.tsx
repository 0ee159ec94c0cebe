import { Tabs } from 'radix-ui';
import { useState } from 'react';

import { IconButton } from '@client/editor/ui/controls';
import { ComponentResults } from '@client/editor/ui/component-results';
import { useEditorTexts } from '@client/editor/ui/editor-context';
import { IconResults } from '@client/editor/ui/icon-results';
import { LibraryResults } from '@client/editor/ui/library-results';

type Tab = 'all' | 'component' | 'library' | 'icon';

/**
 * The search panel of §2: all, component, component library and icon (the page tab arrives with the template
 * library). One search box serves the tabs that search. Docked, it is a column beside the canvas in the layers'
 * place; otherwise it floats over the canvas (a phone).
 */
export function SearchPanel({ onClose, docked = false }: { onClose(): void; docked?: boolean }) {
  const { t } = useEditorTexts();
  const [tab, setTab] = useState<Tab>('icon');
  const [query, setQuery] = useState('');
  const placeholder = tab === 'icon' ? t('icons.search') : t('search.searchAll');
  return (
    <section
      className={`editor-icon-panel${docked ? ' editor-icon-panel--docked' : ''}`}
      aria-label={t('search.title')}
    >
      <header>
        <h2>{t('search.title')}</h2>
        <IconButton icon="minus" label={t('props.cancel')} onClick={onClose} />
      </header>
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)} className="editor-search-tabs">
        <Tabs.List aria-label={t('search.tabs')} className="editor-tab-list">
          {(['all', 'component', 'library', 'icon'] as const).map((id) => (
            <Tabs.Trigger key={id} value={id} className="editor-tab">
              {t(`search.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tab !== 'library' && (
          <input
            type="search"
            className="editor-icon-search"
            aria-label={placeholder}
            placeholder={placeholder}
            value={query}
            autoFocus
            onChange={(e) => setQuery(e.target.value)}
          />
        )}
        <Tabs.Content value="all" className="editor-tab-panel">
          <h3>{t('search.component')}</h3>
          <ComponentResults query={query} limit={6} />
          <h3>{t('search.icon')}</h3>
          <IconResults query={query} withFilters={false} limit={48} />
        </Tabs.Content>
        <Tabs.Content value="component" className="editor-tab-panel">
          <ComponentResults query={query} />
        </Tabs.Content>
        <Tabs.Content value="library" className="editor-tab-panel">
          <LibraryResults />
        </Tabs.Content>
        <Tabs.Content value="icon" className="editor-tab-panel">
          <IconResults query={query} withFilters />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
