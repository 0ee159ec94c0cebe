import type { LibraryDefinition, LibraryTheme } from './schema';

// Dense: the step names stay, the values tighten (space.4 is 12 px), so the same kit reads compact.
const space = { '1': 4, '2': 4, '3': 8, '4': 12, '5': 16, '6': 20, '8': 24, '10': 32, '12': 40, '16': 48 };
const radius = { none: 0, sm: 2, md: 4, lg: 6, xl: 8, full: 9999 };
const typography: LibraryTheme['typography'] = {
  display: { size: 44, weight: 600, lineHeight: 52, letterSpacing: -0.5 },
  h1: { size: 32, weight: 600, lineHeight: 40, letterSpacing: -0.25 },
  h2: { size: 26, weight: 600, lineHeight: 32, letterSpacing: 0 },
  h3: { size: 20, weight: 600, lineHeight: 28, letterSpacing: 0 },
  title: { size: 16, weight: 600, lineHeight: 24, letterSpacing: 0 },
  body: { size: 14, weight: 400, lineHeight: 20, letterSpacing: 0 },
  'body-sm': { size: 13, weight: 400, lineHeight: 18, letterSpacing: 0 },
  label: { size: 13, weight: 500, lineHeight: 16, letterSpacing: 0 },
  caption: { size: 12, weight: 400, lineHeight: 16, letterSpacing: 0.25 },
};

/** Dense enterprise: cool greys, an IBM-like blue, 2–8 px radii, compact spacing and 14 px body text. */
export const ENTERPRISE_LIBRARY: LibraryDefinition = {
  id: 'enterprise',
  name: { en: 'Dense Enterprise', zh: '紧凑企业' },
  description: {
    en: 'Cool greys and a strong blue, 2–8 px radii, compact spacing and 14 px body text for data-heavy screens.',
    zh: '冷灰色配沉稳的蓝色，2–8 px 小圆角，紧凑间距，14 px 正文，适合数据密集的界面。',
  },
  light: {
    color: {
      primary: '#0f62fe',
      'on-primary': '#ffffff',
      secondary: '#e0e6ef',
      'on-secondary': '#161b26',
      background: '#f4f6f9',
      surface: '#ffffff',
      'surface-muted': '#eef1f5',
      'on-surface': '#161b26',
      'on-surface-muted': '#4a5468',
      border: '#d3d9e3',
      success: '#18793a',
      warning: '#8a5a00',
      danger: '#c41a28',
    },
    space,
    radius,
    font: { family: 'Inter' },
    typography,
  },
  dark: {
    color: {
      primary: '#4589ff',
      'on-primary': '#0b0f17',
      secondary: '#262d3a',
      'on-secondary': '#e6eaf0',
      background: '#0b0f17',
      surface: '#151a23',
      'surface-muted': '#1e2530',
      'on-surface': '#e6eaf0',
      'on-surface-muted': '#9aa5b8',
      border: '#2e3644',
      success: '#42be65',
      warning: '#f1c21b',
      danger: '#ff8389',
    },
    space,
    radius,
    font: { family: 'Inter' },
    typography,
  },
};
