import type { TextStyleInput } from '@boxify/design/schema';

/** Text samples measured by the kernel and by Chromium (en, zh, mixed, wrapped at a width). */
export type TextSample = { name: string; characters: string; style: TextStyleInput; width?: number };

export const TEXT_SAMPLES: TextSample[] = [
  { name: 'en-16', characters: 'Sign in to your account', style: { fontSize: 16 } },
  { name: 'en-14-600', characters: 'Forgot password?', style: { fontSize: 14, fontWeight: 600 } },
  {
    name: 'en-32-700-tight',
    characters: 'Simple, transparent pricing',
    style: { fontSize: 32, fontWeight: 700, letterSpacing: -0.5 },
  },
  {
    name: 'en-12-500-caps',
    characters: 'Most popular',
    style: { fontSize: 12, fontWeight: 500, letterSpacing: 1, textTransform: 'uppercase' },
  },
  { name: 'zh-16', characters: '登录你的账户', style: { fontSize: 16 } },
  { name: 'zh-24-700', characters: '简单透明的价格方案', style: { fontSize: 24, fontWeight: 700 } },
  { name: 'en-16-600-arrow', characters: 'Learn more → ★ 4.9', style: { fontSize: 16, fontWeight: 600 } },
  { name: 'zh-16-rare', characters: '䶮与龑：刘䶮的名字', style: { fontSize: 16 } },
  { name: 'zh-18-500', characters: '常见问题：如何导出？（一键完成）', style: { fontSize: 18, fontWeight: 500 } },
  { name: 'zh-20-600', characters: '团队方案·每月￥99，随时取消！', style: { fontSize: 20, fontWeight: 600 } },
  { name: 'mixed-16', characters: 'Boxify 让设计更简单，2026 年发布', style: { fontSize: 16 } },
  { name: 'mixed-14-lh20', characters: '欢迎使用 Boxify AI 设计助手', style: { fontSize: 14, lineHeight: 20 } },
  { name: 'lines-en', characters: 'Line one\nLine two is longer\nThree', style: { fontSize: 15, lineHeight: 22 } },
  {
    name: 'wrap-en-240',
    characters:
      'Design beautiful interfaces in minutes. Describe a screen, let the designer compose it, then refine every detail on the canvas.',
    style: { fontSize: 16, lineHeight: 24 },
    width: 240,
  },
  {
    name: 'wrap-en-auto-300',
    characters:
      'Export to HTML, React and Vue with pixel-perfect auto layout, tokens and semantic tags for every section.',
    style: { fontSize: 14 },
    width: 300,
  },
  {
    name: 'wrap-zh-180',
    characters: '用一句话描述你想要的界面，设计助手会根据你的品牌和风格生成完整的页面，然后在画布上细调每个细节。',
    style: { fontSize: 16 },
    width: 180,
  },
  {
    name: 'wrap-zh-lh26-200',
    characters: '团队协作、版本管理与一键导出，让设计和开发无缝衔接。',
    style: { fontSize: 15, lineHeight: 26 },
    width: 200,
  },
  {
    name: 'wrap-mixed-220',
    characters: '支持导出 HTML、React 和 Vue 代码，also PNG and SVG assets at 1x, 2x and 3x，一键完成。',
    style: { fontSize: 14, lineHeight: 22 },
    width: 220,
  },
  {
    name: 'wrap-long-word-120',
    characters: 'Verification code sent to averyveryverylongemailaddress@example.com',
    style: { fontSize: 14, lineHeight: 20 },
    width: 120,
  },
];
