import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';

export type MenuEntry = {
  id: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
};

// The '⋯' menu of a sidebar row: its accessible name says whose actions these are.
export function ItemMenu({ name, entries }: { name: string; entries: MenuEntry[] }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="wb-icon-button" aria-label={t('workbench.sidebar.moreActions', { name })}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="1.6" fill="currentColor" />
          <circle cx="12" cy="12" r="1.6" fill="currentColor" />
          <circle cx="19" cy="12" r="1.6" fill="currentColor" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="wb-menu"
          align="end"
          sideOffset={4}
          // Rename opens a field that takes the focus: the trigger must not take it back.
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          {entries.map((entry) => (
            <DropdownMenu.Item
              key={entry.id}
              className={entry.danger ? 'wb-menu__item wb-menu__item--danger' : 'wb-menu__item'}
              disabled={entry.disabled}
              onSelect={entry.onSelect}
            >
              {entry.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
