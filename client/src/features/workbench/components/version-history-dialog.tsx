import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PanelSchema } from '@boxify/design/schema';
import { type HistoryBridge, useVersionHistory } from '@client/features/workbench/hooks/use-version-history';
import { keepOpenForToasts } from '@client/ui/toast';
import { useElementWidth } from '@client/ui/use-element-width';
import {
  type PanelVersion,
  versionContentQuery,
  versionListQuery,
} from '@client/features/workbench/hooks/version-history-queries';

import { VersionCompare } from './version-compare';

import './version-history.css';

type VersionHistoryDialogProps = { panelId: string; open: boolean; onClose(): void; bridge?: HistoryBridge };

function useVersionDocument(panelId: string, version: PanelVersion | undefined) {
  const query = useQuery({ ...versionContentQuery(panelId, version?.versionId ?? ''), enabled: Boolean(version) });
  return useMemo(() => (query.data ? PanelSchema.parse(query.data.content) : undefined), [query.data]);
}

// The history panel (issue 19): the panel's versions, newest first; one opens read-only beside the current one
// (or another) with the changed layers outlined; Restore makes it current as a new version; a name keeps it.
export function VersionHistoryDialog({ panelId, open, onClose, bridge }: VersionHistoryDialogProps) {
  const { t, i18n } = useTranslation();
  const list = useInfiniteQuery({ ...versionListQuery(panelId, i18n.language), enabled: open });
  const versions = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const current = versions.find((version) => version.current) ?? versions[0];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [otherId, setOtherId] = useState<string | null>(null);
  // Until one is picked: the version before the current one, beside it.
  const selected =
    versions.find((version) => version.versionId === selectedId) ??
    versions.find((version) => !version.current) ??
    versions[0];
  const other = versions.find((version) => version.versionId === otherId) ?? current;
  const { busy, restore, name } = useVersionHistory(panelId, bridge);
  const [naming, setNaming] = useState(false);
  const [draftName, setDraftName] = useState('');
  const [stageWidth, measureStage] = useElementWidth<HTMLElement>(320);

  const when = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language.startsWith('zh') ? 'zh-CN' : 'en', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    [i18n.language],
  );
  const label = (version: PanelVersion) => version.name ?? t('workbench.history.versionNumber', { n: version.seq });

  const selectedDocument = useVersionDocument(panelId, selected);
  const otherDocument = useVersionDocument(panelId, other);
  const [older, newer] =
    selected && other && selected.seq > other.seq
      ? [
          { version: other, document: otherDocument },
          { version: selected, document: selectedDocument },
        ]
      : [
          { version: selected, document: selectedDocument },
          { version: other, document: otherDocument },
        ];
  const sideOf = (side: typeof older, testId: string) => ({
    title: side.version ? label(side.version) : '',
    subtitle: side.version?.current ? t('workbench.history.current') : side.version?.summary,
    document: side.document,
    testId,
  });

  const submitName = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    if (await name(selected, draftName)) setNaming(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="wb-dialog__overlay" />
        <Dialog.Content
          className="wb-dialog history-dialog"
          data-testid="version-history"
          // A failed restore's Retry (in its toast) is not a click outside: the history stays open to follow it.
          onInteractOutside={keepOpenForToasts}
        >
          <Dialog.Title className="wb-dialog__title">{t('workbench.history.title')}</Dialog.Title>
          <Dialog.Description className="wb-dialog__text">{t('workbench.history.text')}</Dialog.Description>
          <Dialog.Close className="wb-dialog__close" aria-label={t('workbench.history.close')}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
          <div className="history">
            <ol className="history__list" aria-label={t('workbench.history.listLabel')}>
              {list.isPending && <li className="history__empty">{t('workbench.history.loading')}</li>}
              {list.isSuccess && versions.length === 0 && (
                <li className="history__empty">{t('workbench.history.empty')}</li>
              )}
              {versions.map((version) => (
                <li key={version.versionId}>
                  <button
                    type="button"
                    className="history__item"
                    aria-pressed={version.versionId === selected?.versionId}
                    data-testid="version-item"
                    onClick={() => {
                      setSelectedId(version.versionId);
                      setNaming(false);
                    }}
                  >
                    {version.previewUrl ? (
                      <img className="history__thumb" src={version.previewUrl} alt="" loading="lazy" />
                    ) : (
                      <span className="history__thumb history__thumb--empty" aria-hidden="true">
                        {version.seq}
                      </span>
                    )}
                    <span className="history__what">
                      <span className="history__summary">{version.summary}</span>
                      {version.name && <span className="history__name">{version.name}</span>}
                      <span className="history__meta">{when.format(new Date(version.savedAt))}</span>
                      {version.author.name && <span className="history__meta">{version.author.name}</span>}
                    </span>
                    {version.current && <span className="history__badge">{t('workbench.history.current')}</span>}
                  </button>
                </li>
              ))}
              {list.hasNextPage && (
                <li className="history__more">
                  <button
                    type="button"
                    className="button wb-button"
                    disabled={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    {list.isFetchingNextPage
                      ? t('workbench.history.loading')
                      : t('workbench.history.more', { shown: versions.length, total })}
                  </button>
                </li>
              )}
            </ol>
            <section className="history__stage" aria-label={t('workbench.history.compareLabel')} ref={measureStage}>
              {selected ? (
                <>
                  <div className="history__stage-head">
                    <label className="history__with">
                      <span>{t('workbench.history.compareWith')}</span>
                      <select
                        className="wb-form__input"
                        value={other?.versionId ?? ''}
                        onChange={(event) => setOtherId(event.target.value)}
                      >
                        {versions.map((version) => (
                          <option key={version.versionId} value={version.versionId}>
                            {version.current
                              ? `${label(version)} (${t('workbench.history.current')})`
                              : `${label(version)} · ${version.summary}`}
                          </option>
                        ))}
                      </select>
                    </label>
                  </div>
                  <VersionCompare
                    before={sideOf(older, 'compare-before')}
                    after={sideOf(newer, 'compare-after')}
                    width={Math.max(120, Math.floor((stageWidth - 40) / 2))}
                    height={Math.max(280, window.innerHeight - 380)}
                  />
                  {naming ? (
                    <form className="history__name-form" onSubmit={(event) => void submitName(event)}>
                      <label className="wb-form__label" htmlFor="version-name">
                        {t('workbench.history.nameLabel')}
                      </label>
                      <input
                        id="version-name"
                        className="wb-form__input"
                        maxLength={100}
                        value={draftName}
                        autoFocus
                        onChange={(event) => setDraftName(event.target.value)}
                      />
                      <button type="submit" className="button button--primary" disabled={busy}>
                        {t('workbench.history.saveName')}
                      </button>
                      <button type="button" className="button wb-button" onClick={() => setNaming(false)}>
                        {t('workbench.history.cancel')}
                      </button>
                    </form>
                  ) : (
                    <div className="wb-dialog__actions history__actions">
                      <button
                        type="button"
                        className="button wb-button"
                        disabled={busy}
                        onClick={() => {
                          setDraftName(selected.name ?? '');
                          setNaming(true);
                        }}
                      >
                        {t('workbench.history.name')}
                      </button>
                      <button
                        type="button"
                        className="button button--primary"
                        disabled={busy || selected.current}
                        onClick={() => void restore(selected, label(selected)).then((ok) => ok && setOtherId(null))}
                      >
                        {t('workbench.history.restore')}
                      </button>
                    </div>
                  )}
                </>
              ) : (
                <p className="history__empty">{t('workbench.history.pick')}</p>
              )}
            </section>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
