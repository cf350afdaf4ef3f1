// The board, the digit pad and the tools: drawing the game as the bot sent it, and turning
// taps, clicks and keys into moves. Cells carry data-cell="r3c5" and digit buttons
// data-digit="7", tools data-action, so that tests can drive the board.

export const palette = ['#e8590c', '#2f9e44', '#1c7ed6', '#ae3ec9', '#f08c00', '#0c8599', '#e03131', '#5f3dc4'];

// symbol writes digit d as the board shows it: 1-9, then A = 10 … G = 16.
export function symbol(d) {
  return d <= 9 ? String(d) : String.fromCharCode(55 + d);
}

export function cellName(i, n) {
  return `r${Math.floor(i / n) + 1}c${(i % n) + 1}`;
}

const tools = [
  ['undo', '↩︎', 'Undo'], ['redo', '↪︎', 'Redo'], ['erase', '⌫', 'Erase'], ['notes', '✏️', 'Notes'],
  ['auto', '🪄', 'Auto notes'], ['digitfirst', '🎯', 'Digit first'], ['hint', '💡', 'Hint'], ['check', '✔︎', 'Check'],
];

export class Board {
  constructor(state, actions) {
    this.state = state;
    this.actions = actions;
    this.el = document.getElementById('board');
    this.pad = document.getElementById('pad');
    this.tools = document.getElementById('tools');
    this.shape = '';
    this.cells = [];
  }

  // listen wires the board's input once: taps on cells, digits and tools, and the keys.
  listen() {
    this.el.addEventListener('click', (e) => {
      const c = e.target.closest('[data-cell]');
      if (c) this.tap(Number(c.dataset.i));
    });
    this.pad.addEventListener('click', (e) => {
      const b = e.target.closest('[data-digit]');
      if (b) this.digit(Number(b.dataset.digit), false);
    });
    this.tools.addEventListener('click', (e) => {
      const b = e.target.closest('[data-action]');
      if (b) this.actions.tool(b.dataset.action);
    });
    document.getElementById('menu-btn').addEventListener('click', () => this.actions.tool('menu'));
    document.addEventListener('keydown', (e) => this.key(e));
  }

  game() { return this.state.game; }

  // tap selects a cell (tapping it again keeps it selected: a member who taps the cell
  // they want to mend, then the digit, must not find it deselected), or in digit-first
  // mode places the armed digit there.
  tap(i) {
    const s = this.state;
    const g = this.game();
    if (!g) return;
    if (s.digitFirst && s.armed && !g.finished) {
      s.sel = i;
      this.actions.select(i);
      this.put(i, s.armed, s.notes);
      return;
    }
    s.sel = i;
    this.actions.select(s.sel);
    this.actions.render();
  }

  // digit answers a digit button or key: place it (or a note) in the selected cell, or in
  // digit-first mode arm it.
  digit(d, asNote) {
    const s = this.state;
    const g = this.game();
    if (!g || d < 1 || d > g.n) return;
    if (s.digitFirst) {
      s.armed = s.armed === d ? 0 : d;
      this.actions.render();
      return;
    }
    if (s.sel < 0) {
      this.actions.render();
      return;
    }
    this.put(s.sel, d, asNote || s.notes);
  }

  // put places d in cell i (pressing the digit it holds takes it back), or toggles the
  // pencil mark d; the page shows it at once, the bot's answer confirms or undoes it.
  put(i, d, asNote) {
    const g = this.game();
    if (!g || g.finished || g.givens[i]) return;
    const bit = 1 << (d - 1);
    if (asNote) {
      if (g.cells[i]) return;
      g.marks[i] ^= bit;
      this.actions.move([{ k: 'toggle', cell: i, d }]);
    } else {
      const next = g.cells[i] === d ? 0 : d;
      g.cells[i] = next;
      this.actions.move([{ k: 'place', cell: i, d: next }]);
    }
    this.actions.render();
  }

  erase(i) {
    const g = this.game();
    if (!g || g.finished || g.givens[i] || (!g.cells[i] && !g.marks[i])) return;
    g.cells[i] = 0;
    g.marks[i] = 0;
    this.actions.move([{ k: 'erase', cell: i }]);
    this.actions.render();
  }

  key(e) {
    const g = this.game();
    if (!g || e.target.closest('input, select, textarea')) return;
    const s = this.state;
    const n = g.n;
    const ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && (e.key === 'z' || e.key === 'Z')) {
      this.actions.tool(e.shiftKey ? 'redo' : 'undo');
    } else if (ctrl && (e.key === 'y' || e.key === 'Y')) {
      this.actions.tool('redo');
    } else if (ctrl) {
      return;
    } else if (e.key.startsWith('Arrow')) {
      let i = s.sel < 0 ? 0 : s.sel;
      const r = Math.floor(i / n);
      const c = i % n;
      if (s.sel >= 0) {
        if (e.key === 'ArrowUp') i = ((r + n - 1) % n) * n + c;
        if (e.key === 'ArrowDown') i = ((r + 1) % n) * n + c;
        if (e.key === 'ArrowLeft') i = r * n + ((c + n - 1) % n);
        if (e.key === 'ArrowRight') i = r * n + ((c + 1) % n);
      }
      s.sel = i;
      this.actions.select(i);
      this.actions.render();
    } else if (e.key === 'Backspace' || e.key === 'Delete') {
      if (s.sel >= 0) this.erase(s.sel);
    } else if (e.key === ' ') {
      this.actions.tool('notes');
    } else if (e.key === 'Escape') {
      this.actions.tool('escape');
    } else {
      const d = keyDigit(e, n);
      if (!d) return;
      this.digit(d, e.shiftKey);
    }
    e.preventDefault();
  }

  // build makes the cells once per shape.
  build(g) {
    const shape = `${g.n}x${g.br}x${g.bc}`;
    if (shape === this.shape) return;
    this.shape = shape;
    this.el.style.setProperty('--n', g.n);
    const nc = Math.ceil(Math.sqrt(g.n));
    this.el.textContent = '';
    this.cells = [];
    for (let i = 0; i < g.n * g.n; i++) {
      const r = Math.floor(i / g.n);
      const c = i % g.n;
      const el = document.createElement('div');
      let base = 'cell';
      if ((c + 1) % g.bc === 0 && c + 1 < g.n) base += ' bx';
      if ((r + 1) % g.br === 0 && r + 1 < g.n) base += ' by';
      el.className = base;
      el.dataset.cell = cellName(i, g.n);
      el.dataset.i = i;
      el.setAttribute('role', 'gridcell');
      const v = document.createElement('span');
      v.className = 'v';
      const notes = document.createElement('div');
      notes.className = 'notes';
      notes.style.setProperty('--nc', nc);
      for (let d = 1; d <= g.n; d++) notes.appendChild(document.createElement('span'));
      el.append(v, notes);
      this.el.appendChild(el);
      this.cells.push({ el, v, notes: [...notes.children], key: '', base });
    }
    this.pad.textContent = '';
    this.layoutPad(g.n);
    for (let d = 1; d <= g.n; d++) {
      const b = document.createElement('button');
      b.dataset.digit = d;
      b.setAttribute('aria-label', `digit ${symbol(d)}`);
      b.append(symbol(d), document.createElement('small'));
      this.pad.appendChild(b);
    }
    if (!this.tools.childElementCount) {
      for (const [action, icon, label] of tools) {
        const b = document.createElement('button');
        b.dataset.action = action;
        b.setAttribute('aria-label', label);
        const i = document.createElement('b');
        i.textContent = icon;
        b.append(i, label);
        this.tools.appendChild(b);
      }
    }
  }

  // layoutPad puts the digits in as few rows as keep each button at least 44 px wide.
  layoutPad(n) {
    const width = this.pad.getBoundingClientRect().width || Math.min(window.innerWidth - 16, 560);
    const fit = Math.max(1, Math.floor((width + 6) / 50));
    const rows = Math.ceil(n / Math.min(n, fit));
    this.pad.style.setProperty('--pc', Math.ceil(n / rows));
    this.padWidth = width;
  }

  render() {
    const g = this.game();
    const s = this.state;
    if (!g) return;
    this.build(g);
    if (Math.abs((this.pad.getBoundingClientRect().width || 0) - this.padWidth) > 1) this.layoutPad(g.n);
    const n = g.n;
    const clash = conflicts(g);
    const wrong = new Set(g.wrong);
    const h = s.hint;
    const houses = new Set();
    const pattern = new Set(h ? h.cells : []);
    const mistakes = new Set(h ? h.mistakes.map((m) => m.cell) : []);
    if (h) for (const hs of h.houses) for (const i of houseCells(g, hs)) houses.add(i);
    const elim = new Map();
    const keep = new Map();
    const place = new Map();
    if (h) {
      for (const e of h.eliminations) elim.set(e.cell, (elim.get(e.cell) || 0) | (1 << (e.d - 1)));
      for (const m of h.marks) keep.set(m.cell, (keep.get(m.cell) || 0) | (1 << (m.d - 1)));
      for (const p of h.placements) place.set(p.cell, p.d);
    }
    const sel = s.sel >= 0 && s.sel < n * n ? s.sel : -1;
    const focus = s.digitFirst ? s.armed : sel >= 0 ? g.cells[sel] : 0;
    const others = new Map();
    for (const p of s.people) {
      if (p.user !== (s.me && s.me.user) && p.online && p.game === g.id && p.cell >= 0) others.set(p.cell, p);
    }
    const counts = new Array(n + 1).fill(0);
    for (let i = 0; i < n * n; i++) counts[g.cells[i]]++;
    for (let i = 0; i < n * n; i++) {
      const c = this.cells[i];
      const d = g.cells[i];
      const peer = sel >= 0 && i !== sel && sees(g, i, sel);
      const o = others.get(i);
      const classes = [
        g.givens[i] ? 'given' : '', i === sel ? 'sel' : '', peer ? 'peer' : '',
        focus && d === focus && i !== sel ? 'same' : '', clash.has(i) ? 'clash' : '', wrong.has(i) ? 'wrong' : '',
        houses.has(i) && i !== sel ? 'house' : '', pattern.has(i) ? 'pattern' : '', mistakes.has(i) ? 'mistake' : '',
        o ? 'other' : '',
      ].filter(Boolean).join(' ');
      const marks = d ? 0 : g.marks[i];
      const key = `${classes}|${d}|${marks}|${elim.get(i) || 0}|${keep.get(i) || 0}|${place.get(i) || 0}|${o ? o.user : ''}|${focus}`;
      if (key === c.key) continue;
      c.key = key;
      c.el.className = classes ? c.base + ' ' + classes : c.base;
      c.v.textContent = d ? symbol(d) : place.has(i) ? symbol(place.get(i)) : '';
      c.v.className = !d && place.has(i) ? 'v ghost' : 'v';
      const em = elim.get(i) || 0;
      const km = keep.get(i) || 0;
      const shown = marks | (d ? 0 : em);
      for (let k = 1; k <= n; k++) {
        const span = c.notes[k - 1];
        const bit = 1 << (k - 1);
        span.textContent = shown & bit && !place.has(i) ? symbol(k) : '';
        span.className = em & bit ? 'elim' : km & bit ? 'keep' : '';
        if (!d && focus === k && marks & bit) span.className = 'keep';
      }
      c.el.setAttribute('aria-label', `${cellName(i, n)} ${d ? symbol(d) : 'empty'}${g.givens[i] ? ' given' : ''}`);
      const tag = c.el.querySelector('.tag');
      if (o) {
        c.el.style.setProperty('--oc', palette[o.color % palette.length]);
        const t = tag || c.el.appendChild(document.createElement('span'));
        t.className = 'tag';
        t.textContent = initials(o.name);
      } else if (tag) {
        tag.remove();
      }
    }
    for (const b of this.pad.children) {
      const d = Number(b.dataset.digit);
      b.classList.toggle('armed', s.digitFirst && s.armed === d);
      b.classList.toggle('done', counts[d] >= n);
      b.lastChild.textContent = counts[d] >= n ? '' : String(n - counts[d]);
    }
    this.pad.classList.toggle('notes-mode', s.notes);
    for (const b of this.tools.children) {
      const a = b.dataset.action;
      b.classList.toggle('on', (a === 'notes' && s.notes) || (a === 'digitfirst' && s.digitFirst));
      b.disabled = g.finished || (a === 'undo' && !g.canUndo) || (a === 'redo' && !g.canRedo);
    }
  }
}

// keyDigit reads a digit key: 1-9 from the number row or pad (Shift held too), A-G above 9.
function keyDigit(e, n) {
  let d = 0;
  const m = /^(?:Digit|Numpad)([1-9])$/.exec(e.code || '');
  if (m) d = Number(m[1]);
  else if (/^[1-9]$/.test(e.key)) d = Number(e.key);
  else if (/^[a-pA-P]$/.test(e.key) && n > 9) d = e.key.toUpperCase().charCodeAt(0) - 55;
  return d >= 1 && d <= n ? d : 0;
}

// sees reports whether cells i and j share a row, column or box.
export function sees(g, i, j) {
  const n = g.n;
  const ri = Math.floor(i / n), ci = i % n, rj = Math.floor(j / n), cj = j % n;
  return ri === rj || ci === cj || (Math.floor(ri / g.br) === Math.floor(rj / g.br) && Math.floor(ci / g.bc) === Math.floor(cj / g.bc));
}

// conflicts returns the cells whose digit another digit of a row, column or box repeats.
export function conflicts(g) {
  const out = new Set();
  const n = g.n;
  for (let i = 0; i < n * n; i++) {
    if (!g.cells[i]) continue;
    for (let j = i + 1; j < n * n; j++) {
      if (g.cells[j] === g.cells[i] && sees(g, i, j)) { out.add(i); out.add(j); }
    }
  }
  return out;
}

// houseCells lists the cells of a row, column or box of the hint.
function houseCells(g, h) {
  const n = g.n;
  const out = [];
  for (let k = 0; k < n; k++) {
    if (h.kind === 'row') out.push(h.index * n + k);
    else if (h.kind === 'col') out.push(k * n + h.index);
    else {
      const perRow = n / g.bc;
      const r0 = Math.floor(h.index / perRow) * g.br;
      const c0 = (h.index % perRow) * g.bc;
      out.push((r0 + Math.floor(k / g.bc)) * n + c0 + (k % g.bc));
    }
  }
  return out;
}

export function initials(name) {
  const parts = String(name || '?').trim().split(/\s+/);
  return (parts[0][0] + (parts[1] ? parts[1][0] : '')).toUpperCase();
}
