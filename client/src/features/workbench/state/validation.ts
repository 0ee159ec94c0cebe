// Spec §5 and §9: the project name and the panel properties' rules. Each answers an i18n key or undefined.
export const PROJECT_NAME_MAX = 20;
export const PANEL_MIN_WIDTH = 375;
export const PANEL_MIN_HEIGHT = 100;

export type ProjectNameError = 'workbench.validation.projectNameRequired' | 'workbench.validation.projectNameTooLong';

export function validateProjectName(value: string): ProjectNameError | undefined {
  const name = value.trim();
  if (!name) return 'workbench.validation.projectNameRequired';
  if ([...name].length > PROJECT_NAME_MAX) return 'workbench.validation.projectNameTooLong';
  return undefined;
}

export function validateName(value: string): 'workbench.validation.nameRequired' | undefined {
  return value.trim() ? undefined : 'workbench.validation.nameRequired';
}

export type PanelField = 'name' | 'width' | 'height' | 'background';
export type PanelValues = Record<PanelField, string>;
export type PanelErrors = Partial<Record<PanelField, string>>;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

function size(value: string, min: number, required: string, tooSmall: string): string | undefined {
  if (!value.trim()) return required;
  const number = Number(value);
  if (!Number.isInteger(number)) return 'workbench.validation.wholeNumber';
  return number < min ? tooSmall : undefined;
}

export function validatePanel(values: PanelValues): PanelErrors {
  const errors: PanelErrors = {
    name: values.name.trim() ? undefined : 'workbench.validation.panelNameRequired',
    width: size(
      values.width,
      PANEL_MIN_WIDTH,
      'workbench.validation.widthRequired',
      'workbench.validation.widthTooSmall',
    ),
    height: size(
      values.height,
      PANEL_MIN_HEIGHT,
      'workbench.validation.heightRequired',
      'workbench.validation.heightTooSmall',
    ),
    background: HEX_COLOUR.test(values.background.trim()) ? undefined : 'workbench.validation.colourInvalid',
  };
  for (const key of Object.keys(errors) as PanelField[]) if (!errors[key]) delete errors[key];
  return errors;
}
