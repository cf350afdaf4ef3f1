// The Activity's page: signs in through Discord's Embedded App SDK, opens one WebSocket to
// the bot, and draws what the bot sends. Every move goes to the bot, which checks and saves
// it before anyone else sees it; the page only shows a move at once (and takes it back if
// the bot says no). Outside Discord (no frame_id in the URL) the SDK runs in its mock mode:
// ?user_id=&instance_id=&channel_id=&guild_id= say who and where, for tests and demos.
import { DiscordSDK, DiscordSDKMock } from '@discord/embedded-app-sdk';
import { Board } from './board.js';
import { Panels } from './panels.js';

const state = {
  me: null, settings: { theme: 'light', mistakes: false }, sizes: [], bands: [], daily: false,
  room: null, game: null, people: [], hint: null, sel: -1, notes: false, armed: 0, digitFirst: false,
  received: 0, lastMove: 0,
};

let socket = null;
let session = null;
let instance = '';
let closedForGood = false;

function send(msg) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(msg));
}

const ui = {};
let selectTimer = 0;
ui.board = new Board(state, {
  // select tells the others where this participant looks, at most every 120 ms.
  select(cell) {
    state.sel = cell;
    clearTimeout(selectTimer);
    selectTimer = setTimeout(() => send({ t: 'select', cell: state.sel }), 120);
  },
  move(moves) {
    if (!state.game || state.game.finished) return;
    state.lastMove = Date.now();
    send({ t: 'move', seen: state.game.version, moves });
  },
  tool(name) { tool(name); },
  render() { render(); },
});
ui.panels = new Panels(state, {
  send,
  tool(name) { tool(name); },
  render() { render(); },
});

function tool(name) {
  switch (name) {
    case 'undo': case 'redo': case 'auto': case 'check': case 'hint': case 'apply': case 'share':
      send({ t: name });
      if (name === 'apply') state.hint = null;
      break;
    case 'erase':
      if (state.sel >= 0) ui.board.erase(state.sel);
      break;
    case 'notes':
      state.notes = !state.notes;
      break;
    case 'digitfirst':
      state.digitFirst = !state.digitFirst;
      state.armed = 0;
      break;
    case 'close-hint':
      state.hint = null;
      break;
    case 'menu':
      ui.panels.toggleMenu();
      break;
    case 'escape': // Esc closes the menu, else the hint, else deselects
      if (ui.panels.menuOpen) ui.panels.toggleMenu();
      else if (state.hint) state.hint = null;
      else ui.board.actions.select(-1);
      break;
  }
  render();
}

function render() {
  const app = document.getElementById('app');
  document.documentElement.dataset.theme = state.settings.theme === 'dark' ? 'dark' : 'light';
  if (!state.room) return;
  app.dataset.phase = state.game ? 'play' : 'lobby';
  if (state.hint && state.game) app.dataset.hint = ''; else delete app.dataset.hint;
  ui.board.render();
  if (state.game && !window.__firstBoard) {
    performance.mark('state');
    requestAnimationFrame(() => { window.__firstBoard = performance.now(); });
  }
  ui.panels.render();
}

function onMessage(m) {
  switch (m.t) {
    case 'welcome':
      state.me = m.me; state.settings = m.settings; state.sizes = m.sizes; state.bands = m.bands; state.daily = m.daily;
      state.bandsBySize = m.bandsBySize;
      break;
    case 'room':
      if (state.room && state.room.round !== m.round) { state.hint = null; state.sel = -1; }
      state.room = m;
      break;
    case 'state': {
      const g = m.game;
      if (g && state.game && g.id === state.game.id && g.version < state.game.version) return; // old news
      if (!g || !state.game || g.id !== state.game.id || g.n !== state.game.n) { state.sel = -1; state.hint = null; state.armed = 0; }
      if (g && state.hint && state.game && g.version !== state.game.version && g.rung === 0) state.hint = null; // the grid moved on
      state.game = g;
      state.received = Date.now();
      break;
    }
    case 'people': state.people = m.people; break;
    case 'hint': state.hint = m.hint; break;
    case 'settings': state.settings = m.settings; break;
    case 'note': ui.panels.toast(m.text, m.level); break;
    case 'shared': ui.panels.toast('📣 Shared in the channel.', 'info'); break;
    case 'error':
      ui.panels.toast(m.text, 'error');
      if (m.fatal) { closedForGood = true; showProblem(m.text); }
      break;
    case 'pong': break;
  }
  render();
}

function showProblem(text) {
  const el = document.getElementById('loading');
  el.textContent = text;
  document.getElementById('app').dataset.phase = 'loading';
}

function connect(attempt = 0) {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  socket = new WebSocket(`${proto}//${location.host}/api/ws`);
  socket.onopen = () => { attempt = 0; performance.mark('socket'); send({ t: 'hello', token: session, instance }); };
  socket.onmessage = (e) => { try { onMessage(JSON.parse(e.data)); } catch (err) { console.error(err); } };
  socket.onclose = () => {
    if (closedForGood) return;
    ui.panels.toast('Connection lost; reconnecting…', 'warn');
    setTimeout(() => connect(attempt + 1), Math.min(8000, 500 * 2 ** attempt));
  };
}

async function signIn() {
  const params = new URLSearchParams(location.search);
  const clientId = document.querySelector('meta[name="client-id"]').content;
  let sdk;
  if (params.has('frame_id')) {
    sdk = new DiscordSDK(clientId);
  } else {
    const user = params.get('user_id') || 'mock-user';
    sdk = new DiscordSDKMock(clientId, params.get('guild_id'), params.get('channel_id') || 'mock-channel', null);
    if (params.get('instance_id')) sdk.instanceId = params.get('instance_id');
    sdk._updateCommandMocks({ authorize: async () => ({ code: 'mock:' + user }) });
    window.__sudoku = state; // for tests and demos outside Discord
  }
  await sdk.ready();
  performance.mark('sdk-ready');
  const { code } = await sdk.commands.authorize({
    client_id: clientId, response_type: 'code', state: '', prompt: 'none', scope: ['identify'],
  });
  const r = await fetch('/api/token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code }) });
  const tok = await r.json();
  if (!r.ok) throw new Error(tok.error || 'The sign-in failed.');
  performance.mark('token');
  session = tok.session;
  instance = sdk.instanceId;
  // The board needs only our session; Discord's authenticate goes on beside it.
  sdk.commands.authenticate({ access_token: tok.access_token }).catch((err) => console.warn('authenticate', err));
}

function tick() {
  ui.panels.clock();
  setTimeout(tick, 1000);
}

async function main() {
  ui.board.listen();
  try {
    await signIn();
  } catch (err) {
    showProblem('I could not sign you in: ' + (err && err.message ? err.message : err) + ' Close the Activity and open it again.');
    return;
  }
  connect();
  tick();
}

main();
