import type { Localized } from '@boxify/design/locale';

// The libraries domain's words and messages in both languages (the spec's own texts where it has them).
export const LIBRARY: Localized = { en: 'Library', zh: '组件库' };

export const LIBRARY_TEXTS = {
  // Spec §5: "Library name required."
  nameRequired: { en: 'Library name required', zh: '组件库名称不能为空' },
} satisfies Record<string, Localized>;

// The design rules a library states, with the numbers of its own scales filled in.
export const DESIGN_RULE_TEXTS = {
  grid: {
    title: { en: 'Spacing grid', zh: '间距栅格' },
    text: (grid: number): Localized => ({
      en: `Spacing, padding and positions are multiples of ${grid} px; layout steps use ${grid * 2} px.`,
      zh: `间距、内边距和位置均为 ${grid} px 的倍数，布局步长为 ${grid * 2} px。`,
    }),
  },
  typeScale: {
    title: { en: 'Type scale', zh: '字号层级' },
    text: (family: string, bodySize: number): Localized => ({
      en: `Text uses the library's type roles in ${family}; body text is at least ${bodySize} px.`,
      zh: `文字使用组件库的字号层级（字体 ${family}），正文不小于 ${bodySize} px。`,
    }),
  },
  touchTarget: {
    title: { en: 'Touch targets', zh: '触控区域' },
    text: (size: number): Localized => ({
      en: `Buttons, links and inputs on mobile are at least ${size} × ${size} px.`,
      zh: `移动端的按钮、链接和输入框至少为 ${size} × ${size} px。`,
    }),
  },
  contrast: {
    title: { en: 'Contrast (WCAG AA)', zh: '对比度（WCAG AA）' },
    text: (normal: number, large: number): Localized => ({
      en: `Text contrast is at least ${normal}:1, or ${large}:1 for large text (24 px, or 18.66 px bold).`,
      zh: `文字对比度至少 ${normal}:1，大号文字（24 px，或 18.66 px 粗体）至少 ${large}:1。`,
    }),
  },
  radius: {
    title: { en: 'Corner radius', zh: '圆角' },
    text: (controlRadius: number): Localized => ({
      en: `Corners use the radius scale; controls use ${controlRadius} px (radius.md).`,
      zh: `圆角使用圆角层级，控件使用 ${controlRadius} px（radius.md）。`,
    }),
  },
  colorTokens: {
    title: { en: 'Colours from tokens', zh: '颜色来自令牌' },
    text: {
      en: 'Every colour is bound to one of the colour roles, so the dark theme and library switches follow.',
      zh: '所有颜色都绑定到颜色角色，切换深色主题或组件库时随之变化。',
    },
  },
};

// The names of a library's token-based components.
export const LIBRARY_MATERIAL_NAMES = {
  primaryButton: { en: 'Primary button', zh: '主按钮' },
  secondaryButton: { en: 'Secondary button', zh: '次按钮' },
  dangerButton: { en: 'Danger button', zh: '危险按钮' },
  text: (role: string): Localized => ({ en: `Text ${role}`, zh: `文字 ${role}` }),
  radius: (step: string): Localized => ({ en: `Radius ${step}`, zh: `圆角 ${step}` }),
  space: (step: string): Localized => ({ en: `Space ${step}`, zh: `间距 ${step}` }),
};
