import inter400 from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?url';
import inter500 from '@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf?url';
import inter600 from '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf?url';
import inter700 from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?url';
import noto400 from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';
import noto500 from '@expo-google-fonts/noto-sans-sc/500Medium/NotoSansSC_500Medium.ttf?url';
import noto600 from '@expo-google-fonts/noto-sans-sc/600SemiBold/NotoSansSC_600SemiBold.ttf?url';
import noto700 from '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf?url';

import { RESET_CSS } from '@boxify/design/render';

// The canvas measures text with the very fonts the kernel and the exports use (same metrics, same line breaks).
// Noto Sans SC only downloads when Chinese text is on the canvas (unicode-range).
const CJK_RANGE =
  'U+2E80-2FFF, U+3000-303F, U+3040-30FF, U+3100-9FFF, U+F900-FAFF, U+FE30-FE4F, U+FF00-FFEF, U+20000-2FA1F';
const FACES: [string, number, string, string?][] = [
  ['Inter', 400, inter400],
  ['Inter', 500, inter500],
  ['Inter', 600, inter600],
  ['Inter', 700, inter700],
  ['Noto Sans SC', 400, noto400, CJK_RANGE],
  ['Noto Sans SC', 500, noto500, CJK_RANGE],
  ['Noto Sans SC', 600, noto600, CJK_RANGE],
  ['Noto Sans SC', 700, noto700, CJK_RANGE],
];

let installed = false;

/** Adds the shipped fonts and the export's reset to the page once. */
export function installCanvasStyles(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const faces = FACES.map(
    ([family, weight, url, range]) =>
      `@font-face { font-family: '${family}'; font-weight: ${weight}; font-style: normal; font-display: block; src: url('${url}') format('truetype');${range ? ` unicode-range: ${range};` : ''} }`,
  );
  const style = document.createElement('style');
  style.dataset.boxifyCanvas = '';
  style.textContent = [...faces, RESET_CSS].join('\n');
  document.head.append(style);
}
