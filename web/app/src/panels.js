// Everything around the board: the title and clock, the people here, the hint ladder, the
// choosers of a new game (the lobby and the menu), the finish, and short notes (toasts).
// Text from the bot or from members is always set as text, never as HTML.
import { palette, symbol, cellName, initials } from './board.js';

const modeNames = { coop: 'together', race: 'race', daily: 'puzzle of the day', solo: 'solo', lobby: '' };

// el builds an element: tag, attributes (data-* and aria-* included), children (strings
// become text).
function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v == null) continue;
    if (k === 'class') e.className = v;
    else if (k === 'on') e.addEventListener('click', v);
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const k of kids.flat()) if (k != null && k !== false) e.append(k);
  return e;
}

// rich turns the bot's hint text (plain text with **bold** and `code`) into nodes.
function rich(text) {
  const out = [];
  const re = /\*\*([^*]+)\*\*|`([^`]+)`/g;
  let last = 0;
  let m;
  while ((m = re.exec(text))) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(m[1] != null ? el('b', {}, m[1]) : el('code', {}, m[2]));
    last = re.lastIndex;
  }
  out.push(text.slice(last));
  return out;
}

function clockText(sec) {
  sec = Math.max(0, Math.floor(sec));
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = String(sec % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export class Panels {
  constructor(state, actions) {
    this.state = state;
    this.actions = actions;
    this.menuOpen = false;
    this.choice = { band: 'easy', size: 9 };
    this.toastTimer = 0;
    this.keys = {}; // what each panel was last drawn from: a panel is rebuilt only when it changes
  }

  // changed reports whether panel must be drawn again for what key says it shows, and
  // remembers key. Drawing a panel again replaces its buttons, so a tap landing during a
  // needless redraw would be lost.
  changed(panel, key) {
    const k = JSON.stringify(key);
    if (this.keys[panel] === k) return false;
    this.keys[panel] = k;
    return true;
  }

  toggleMenu() { this.menuOpen = !this.menuOpen; }

  toast(text, level) {
    const t = document.getElementById('toast');
    t.replaceChildren(...rich(String(text))); // the bot's notes carry **bold** and `code`, as in chat
    t.className = 'show ' + (level === 'error' ? 'error' : '');
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => { t.className = ''; }, level === 'error' ? 6000 : 4000);
  }

  name(user) {
    const s = this.state;
    if (s.me && user === s.me.user) return 'you';
    const p = s.people.find((x) => x.user === user);
    return p ? p.name : 'a member';
  }

  // clock shows the game's playing time, counting on while the game goes on.
  clock() {
    const g = this.state.game;
    const c = document.getElementById('clock');
    if (!g) { c.textContent = ''; return; }
    let sec = g.active;
    const idle = Date.now() - Math.max(this.state.received, this.state.lastMove);
    if (!g.finished && document.visibilityState === 'visible' && idle < 5 * 60 * 1000) sec += (Date.now() - this.state.received) / 1000;
    c.textContent = clockText(sec);
  }

  render() {
    const s = this.state;
    const g = s.game;
    const r = s.room;
    let title = 'Sudoku';
    if (g) {
      title = `Sudoku ${g.n}×${g.n}` + (g.band ? ` · ${g.band}` : '');
      const mode = r && r.own ? 'solo' : r ? modeNames[r.mode] : '';
      if (mode) title += ` · ${mode}`;
    }
    document.getElementById('title').textContent = title;
    this.clock();
    this.people();
    this.hint();
    this.lobby();
    this.finish();
    this.menu();
  }

  // face is the member's avatar image, through the Activity's URL mapping /cdn →
  // cdn.discordapp.com, made once (the people list is drawn again on every change); null
  // once it failed to load, and the initials under it show.
  face(user, hash) {
    this.faces = this.faces || new Map();
    const key = `${user}/${hash}`;
    if (!this.faces.has(key)) {
      const img = el('img', { class: 'av', alt: '', src: `/cdn/avatars/${key}.png?size=64` });
      img.addEventListener('error', () => { img.remove(); this.faces.set(key, null); });
      this.faces.set(key, img);
    }
    return this.faces.get(key);
  }

  people() {
    const s = this.state;
    const ul = document.getElementById('people');
    const race = s.room && (s.room.mode === 'race' || s.room.mode === 'daily');
    ul.textContent = '';
    for (const p of s.people) {
      const dot = el('span', { class: 'dot' }, initials(p.name));
      const face = p.avatar && this.face(p.user, p.avatar);
      if (face) dot.append(face);
      const li = el('li', { class: p.online ? '' : 'away', 'data-user': p.user, title: p.online ? '' : 'away' },
        dot, p.name + (s.me && p.user === s.me.user ? ' (you)' : ''));
      li.style.setProperty('--c', palette[p.color % palette.length]);
      if (race && p.total) {
        const bar = el('span', { class: 'bar', role: 'progressbar', 'aria-valuemin': 0, 'aria-valuemax': p.total, 'aria-valuenow': p.filled }, el('i'));
        bar.firstChild.style.width = `${Math.round((100 * p.filled) / p.total)}%`;
        li.append(bar, p.finished ? ' 🏁 ' + clockText(p.seconds) : '');
      }
      ul.appendChild(li);
    }
  }

  hint() {
    const s = this.state;
    const box = document.getElementById('hint');
    const h = s.hint;
    box.hidden = !h || !s.game;
    if (!this.changed('hint', [h, s.game && s.game.n, s.people.length])) return;
    box.textContent = '';
    if (!h || !s.game) return;
    const n = s.game.n;
    if (h.solved) {
      box.append(el('p', { class: 'text' }, 'The puzzle is solved: no hint needed.'));
    } else if (h.none) {
      box.append(el('p', { class: 'text' }, 'I cannot find a hint on this grid.'));
    } else if (h.mistakes.length) {
      box.append(el('div', { class: 'head' }, '🔎 Fix these first'),
        el('ul', {}, h.mistakes.slice(0, 6).map((m) => el('li', {}, `${cellName(m.cell, n)}: ${m.why}`))));
    } else {
      box.append(el('div', { class: 'head' }, `💡 Hint ${h.rung}/${h.top}` + (h.technique ? ` · ${h.technique}` : '')),
        el('p', { class: 'text', 'data-hint-text': '' }, rich(h.text)));
    }
    const row = el('div', { class: 'row' });
    if (!h.solved && !h.none && !h.mistakes.length && h.rung < h.top) {
      row.append(el('button', { class: 'primary', 'data-action': 'next-hint', on: () => this.actions.tool('hint') }, 'Show more'));
    }
    if (h.apply) {
      row.append(el('button', { class: 'primary', 'data-action': 'apply', on: () => this.actions.tool('apply') }, 'Apply'));
    }
    row.append(el('button', { 'data-action': 'close-hint', on: () => this.actions.tool('close-hint') }, 'Close'));
    box.append(row);
  }

  // choosers are the band and size choices of a new game.
  choosers() {
    const s = this.state;
    const fits = (s.bandsBySize && s.bandsBySize[this.choice.size]) || s.bands;
    if (!fits.includes(this.choice.band)) this.choice.band = fits.includes('easy') ? 'easy' : fits[0];
    const bands = el('div', { class: 'row', role: 'radiogroup', 'aria-label': 'Difficulty' }, s.bands.map((b) =>
      el('button', { class: this.choice.band === b ? 'on' : '', 'data-band': b, 'aria-checked': this.choice.band === b ? 'true' : 'false', role: 'radio',
        disabled: !fits.includes(b), title: fits.includes(b) ? '' : `a ${this.choice.size}×${this.choice.size} is never ${b}`,
        on: () => { this.choice.band = b; this.actions.render(); } }, b[0].toUpperCase() + b.slice(1))));
    const sizes = el('div', { class: 'row', role: 'radiogroup', 'aria-label': 'Size' }, s.sizes.map((n) =>
      el('button', { class: this.choice.size === n ? 'on' : '', 'data-size': n, role: 'radio', 'aria-checked': this.choice.size === n ? 'true' : 'false',
        on: () => { this.choice.size = n; this.actions.render(); } }, `${n}×${n}`)));
    return [el('div', { class: 'label' }, 'Difficulty'), bands, el('div', { class: 'label' }, 'Size (25×25 does not fit a phone: play it in chat)'), sizes];
  }

  newGame(mode, band) {
    this.menuOpen = false;
    this.actions.send({ t: 'new', mode, band: band || this.choice.band, size: this.choice.size });
    this.actions.render();
  }

  modeButtons() {
    const s = this.state;
    return el('div', { class: 'row' },
      el('button', { class: 'primary', 'data-action': 'new-coop', on: () => this.newGame('coop') }, '👥 Play together'),
      el('button', { 'data-action': 'new-race', on: () => this.newGame('race') }, '🏁 Race'),
      el('button', { 'data-action': 'new-solo', on: () => this.newGame('solo') }, '🧩 Just me'),
      el('button', { 'data-action': 'resume', on: () => this.newGame('solo', 'resume') }, '↩︎ Resume my game'),
      s.daily ? el('button', { 'data-action': 'new-daily', on: () => this.newGame('daily') }, '📅 Puzzle of the day') : null);
  }

  lobby() {
    const s = this.state;
    const box = document.getElementById('lobby');
    box.hidden = !!s.game || !s.room;
    if (box.hidden || !this.changed('lobby', [this.choice, s.sizes, s.bandsBySize, s.daily])) return;
    box.textContent = '';
    box.append(el('h2', {}, 'A new game'),
      el('p', {}, 'Play one board together, race on the same puzzle, or play alone. Everyone here sees the same room.'),
      ...this.choosers(), this.modeButtons());
  }

  finish() {
    const s = this.state;
    const g = s.game;
    const box = document.getElementById('finish');
    box.hidden = !g || !g.finished;
    if (box.hidden) { this.keys.finish = ''; return; }
    if (!this.changed('finish', [g.id, g.version, s.people.map((p) => [p.user, p.name, p.finished, p.seconds]), s.room && s.room.mode])) return;
    box.textContent = '';
    const parts = [`${g.hints} hint${g.hints === 1 ? '' : 's'}`, `${g.checks} check${g.checks === 1 ? '' : 's'}`, `${g.mistakes} mistake${g.mistakes === 1 ? '' : 's'}`];
    box.append(el('h2', {}, `🎉 Solved in ${clockText(g.active)}`), el('p', {}, parts.join(' · ')));
    if (g.together && g.credits.length) {
      box.append(el('p', { 'data-credits': '' }, 'Thanks to ' + g.credits.map((c) => `${this.name(c.user)} (${c.digits})`).join(', ') + '.'));
    }
    if (s.room && s.room.mode === 'race') {
      const done = s.people.filter((p) => p.finished && p.total).sort((a, b) => a.seconds - b.seconds);
      box.append(el('ol', { class: 'podium', 'data-podium': '' }, done.map((p, i) =>
        el('li', {}, `${['🥇', '🥈', '🥉'][i] || ''} ${p.name} · ${clockText(p.seconds)}`))));
    }
    box.append(el('div', { class: 'row' },
      el('button', { class: 'primary', 'data-action': 'share', on: () => this.actions.tool('share') }, '📣 Share'),
      el('button', { 'data-action': 'menu', on: () => this.actions.tool('menu') }, '🆕 New game')));
  }

  menu() {
    const s = this.state;
    const box = document.getElementById('menu');
    box.hidden = !this.menuOpen;
    if (!this.menuOpen) { this.keys.menu = ''; return; }
    if (!this.changed('menu', [this.choice, s.settings, s.sizes, s.bandsBySize, s.daily, s.room && s.room.mode])) return;
    box.textContent = '';
    const theme = s.settings.theme === 'dark' ? 'light' : 'dark';
    box.append(el('h2', {}, 'Menu'),
      ...this.choosers(), this.modeButtons(),
      el('div', { class: 'label' }, 'Your settings (the chat board uses them too)'),
      el('div', { class: 'row' },
        el('button', { 'data-action': 'theme', on: () => this.actions.send({ t: 'settings', theme }) }, theme === 'dark' ? '🌙 Dark theme' : '☀️ Light theme'),
        el('button', { 'data-action': 'mistakes', on: () => this.actions.send({ t: 'settings', mistakes: !s.settings.mistakes }) },
          s.settings.mistakes ? 'Wrong digits: shown at once' : 'Wrong digits: on Check only')),
      s.room && s.room.mode === 'daily' ? el('p', {}, 'On the puzzle of the day wrong digits show only on Check; a Check that finds one costs 30 s, the same for everyone.') : '',
      el('div', { class: 'row' }, el('button', { 'data-action': 'close-menu', on: () => { this.menuOpen = false; this.actions.render(); } }, 'Close')));
  }
}

export { symbol };
