// Named colours a prompt may ask for, in English and Chinese → the primary each asks for; longer names first.
export const COLOR_NAMES: [RegExp, string][] = [
  [/navy|dark blue|藏青|海军蓝|深蓝/i, '#1e3a8a'],
  [/sky blue|light blue|天蓝|浅蓝/i, '#0284c7'],
  [/turquoise|teal|cyan|青色|蓝绿|湖蓝/i, '#0f766e'],
  [/emerald|翠绿/i, '#047857'],
  [/lime|草绿/i, '#4d7c0f'],
  [/indigo|靛蓝|靛青/i, '#4f46e5'],
  [/violet|purple|lavender|紫色/i, '#7c3aed'],
  [/pink|\brose\b|粉色|粉红/i, '#db2777'],
  [/coral|珊瑚/i, '#e2553f'],
  [/orange|橙色|橘色|橘黄/i, '#ea580c'],
  [/gold|amber|金色|琥珀/i, '#b45309'],
  [/yellow|黄色/i, '#ca8a04'],
  [/brown|棕色|咖啡色/i, '#92400e'],
  [/\bred\b|crimson|红色|中国红/i, '#dc2626'],
  [/green|绿色/i, '#16a34a'],
  [/blue|蓝色/i, '#2563eb'],
];
