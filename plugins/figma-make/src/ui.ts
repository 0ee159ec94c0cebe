// The plugin's panel: sign in by pairing, pick a project and panel (or paste a share link), send the selection.
import type { MainMessage, UiMessage } from './messages';
import { UI_TEXTS, type UiTexts } from './ui-texts';

const zh = /^zh/i.test(navigator.language);
const texts: UiTexts = zh ? UI_TEXTS.zh : UI_TEXTS.en;
const say = (key: keyof UiTexts, values: Record<string, string | number> = {}) =>
  texts[key].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const send = (message: UiMessage) => parent.postMessage({ pluginMessage: message }, '*');

document.querySelectorAll<HTMLElement>('[data-text]').forEach((el) => {
  el.textContent = say(el.dataset.text as keyof UiTexts);
});

function show(section: 'signed-out' | 'pairing' | 'signed-in') {
  for (const id of ['signed-out', 'pairing', 'signed-in']) $(id).hidden = id !== section;
}
function status(text: string, error = false) {
  const el = $('status');
  el.textContent = text;
  el.className = error ? 'status error' : 'status';
}
function options(select: HTMLSelectElement, items: { value: string; label: string }[]) {
  select.replaceChildren(
    ...items.map((i) => Object.assign(document.createElement('option'), { value: i.value, textContent: i.label })),
  );
}

$('pair').onclick = () => {
  status('');
  send({ type: 'pair' });
};
$('cancel').onclick = () => send({ type: 'cancel-pairing' });
$('sign-out').onclick = () => send({ type: 'sign-out' });
$<HTMLSelectElement>('project').onchange = (e) =>
  send({ type: 'open-project', projectId: (e.target as HTMLSelectElement).value });
$('place').onclick = () => {
  const panelId = $<HTMLSelectElement>('panel').value;
  if (panelId) send({ type: 'place-panel', panelId });
};
$('place-share').onclick = () => send({ type: 'place-share', link: $<HTMLInputElement>('share').value });
$('send').onclick = () => send({ type: 'send-selection', projectId: $<HTMLSelectElement>('project').value });

function selection(count: number) {
  $('selection').textContent = count ? say('selection', { count }) : say('noSelection');
  $<HTMLButtonElement>('send').disabled = count === 0 || !$<HTMLSelectElement>('project').value;
}

window.onmessage = (event: MessageEvent<{ pluginMessage?: MainMessage }>) => {
  const m = event.data.pluginMessage;
  if (!m) return;
  switch (m.type) {
    case 'signed-out':
      return show('signed-out');
    case 'code':
      $('code').textContent = m.code;
      $<HTMLAnchorElement>('link').href = m.url;
      return show('pairing');
    case 'signed-in':
      show('signed-in');
      $('who').textContent = say('signedInAs', { name: m.name });
      options(
        $('project'),
        m.projects.map((p) => ({ value: p.projectId, label: p.name })),
      );
      if (m.projects[0]) send({ type: 'open-project', projectId: m.projects[0].projectId });
      else status(say('noProjects'));
      return selection(0);
    case 'panels':
      options(
        $('panel'),
        m.panels.map((p) => ({ value: p.panelId, label: `${p.name} · ${p.width}×${p.height}` })),
      );
      return;
    case 'busy':
      return status(say(m.what));
    case 'placed':
      return status(
        say('placed', { name: m.name }) + (m.missingImages ? say('missingImages', { count: m.missingImages }) : ''),
      );
    case 'sent':
      return status(say('sent', { name: m.name }));
    case 'selection':
      return selection(m.count);
    case 'error':
      if (!$('pairing').hidden) show('signed-out');
      return status(m.message === 'share-link' ? say('badLink') : m.message, true);
  }
};

send({ type: 'hello', language: zh ? 'zh-CN' : 'en-US' });
