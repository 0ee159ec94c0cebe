// Node's DOM for the SVG sanitiser: one jsdom window, created on first use (jsdom takes a moment to load).
import { provideSanitizerDom } from './dom';

type Jsdom = { JSDOM: new (html: string) => { window: unknown } };

let window: unknown;

provideSanitizerDom(() => {
  if (window === undefined) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily: only a sanitising process pays for it
    const { JSDOM } = require('jsdom') as Jsdom;
    window = new JSDOM('<!doctype html><html><body></body></html>').window;
  }
  return window;
});
