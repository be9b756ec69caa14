// Tengen's game viewer: steps through a game's moves on the board the page drew. The moves come from the page's
// move list, each with the stone it placed and the stones it removed, as the engine replayed them (the rules stay on
// the server); the stones before the first move from the figure's data-start. Buttons, the arrow keys, Home and End,
// and a swipe on the board move through the game; at the last move it follows new moves as the live page brings
// them. A running clock counts down between the server's readings.
(function () {
  'use strict';
  var figure = document.querySelector('figure.viewer');
  if (!figure) {
    return;
  }
  var NS = 'http://www.w3.org/2000/svg';
  var COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
  var svg = figure.querySelector('svg.board');
  var size = Number(svg.dataset.size);
  var CELL = Number(svg.dataset.cell);
  var MARGIN = Number(svg.dataset.margin);
  var layer = svg.querySelector('g.stones');
  var steps = [];
  var shown = 0;

  function read() {
    steps = Array.prototype.map.call(document.querySelectorAll('ol.moves li'), function (li) {
      return {
        colour: li.dataset.c === 'b' ? 'black' : 'white',
        point: li.dataset.p,
        captured: li.dataset.x ? li.dataset.x.split(' ') : [],
        captures: li.dataset.k,
        item: li
      };
    });
  }

  function centre(point) {
    return [MARGIN + CELL * COLUMNS.indexOf(point.charAt(0)), MARGIN + CELL * (size - Number(point.slice(1)))];
  }

  function position(n) {
    var stones = new Map();
    (figure.dataset.start || '').split(' ').forEach(function (stone) {
      if (stone) {
        stones.set(stone.slice(2), stone.charAt(0) === 'b' ? 'black' : 'white');
      }
    });
    for (var i = 0; i < n; i++) {
      if (steps[i].point !== 'pass') {
        stones.set(steps[i].point, steps[i].colour);
      }
      steps[i].captured.forEach(function (p) { stones.delete(p); });
    }
    return stones;
  }

  function circle(x, y, r, cls) {
    var c = document.createElementNS(NS, 'circle');
    c.setAttribute('cx', x);
    c.setAttribute('cy', y);
    c.setAttribute('r', r);
    c.setAttribute('class', cls);
    return c;
  }

  function show(n) {
    shown = Math.max(0, Math.min(steps.length, n));
    var stones = position(shown);
    var last = shown > 0 ? steps[shown - 1] : null;
    while (layer.firstChild) {
      layer.removeChild(layer.firstChild);
    }
    stones.forEach(function (colour, point) {
      var at = centre(point);
      layer.appendChild(circle(at[0], at[1], 11, 'stone ' + colour));
      if (last && last.point === point) {
        layer.appendChild(circle(at[0], at[1], 5, 'last ' + colour));
      }
    });
    var words = shown === 0 ? figure.dataset.atStart
      : figure.dataset.moveOf.replace('{n}', shown).replace('{total}', steps.length);
    figure.querySelector('.viewer-position').textContent = words;
    figure.querySelector('.viewer-captures').textContent = last ? last.captures : figure.dataset.noCaptures;
    var title = svg.querySelector('title');
    if (title) {
      title.textContent = words;
    }
    steps.forEach(function (s, i) {
      if (i === shown - 1) {
        s.item.setAttribute('aria-current', 'step');
      } else {
        s.item.removeAttribute('aria-current');
      }
    });
  }

  var moves = {
    first: function () { show(0); },
    back: function () { show(shown - 1); },
    forward: function () { show(shown + 1); },
    last: function () { show(steps.length); }
  };

  figure.querySelectorAll('[data-step]').forEach(function (button) {
    button.addEventListener('click', function () { moves[button.dataset.step](); });
  });
  figure.querySelectorAll('[hidden]').forEach(function (part) { part.hidden = false; });

  document.addEventListener('keydown', function (event) {
    var target = event.target;
    if (event.altKey || event.ctrlKey || event.metaKey || (target && /INPUT|TEXTAREA|SELECT/.test(target.tagName))) {
      return;
    }
    var step = {ArrowLeft: 'back', ArrowRight: 'forward', Home: 'first', End: 'last'}[event.key];
    if (step) {
      event.preventDefault();
      moves[step]();
    }
  });

  var touchX = null;
  svg.addEventListener('touchstart', function (event) {
    touchX = event.changedTouches[0].clientX;
  }, {passive: true});
  svg.addEventListener('touchend', function (event) {
    if (touchX === null) {
      return;
    }
    var dx = event.changedTouches[0].clientX - touchX;
    touchX = null;
    if (Math.abs(dx) > 30) {
      moves[dx < 0 ? 'forward' : 'back']();
    }
  }, {passive: true});

  document.addEventListener('tengen:updated', function () {
    var atEnd = shown === steps.length;
    read();
    show(atEnd ? steps.length : shown);
    clock();
  });

  var ticking = [];
  function clock() {
    var now = performance.now();
    ticking = Array.prototype.map.call(document.querySelectorAll('.clock-time[data-left-ms]'), function (el) {
      return {el: el, left: Number(el.dataset.leftMs), from: now};
    });
  }

  function format(ms) {
    var s = Math.max(0, Math.floor(ms / 1000));
    var h = Math.floor(s / 3600);
    var m = Math.floor(s / 60) % 60;
    var sec = String(s % 60).padStart(2, '0');
    return h > 0 ? h + ':' + String(m).padStart(2, '0') + ':' + sec : m + ':' + sec;
  }

  setInterval(function () {
    var now = performance.now();
    ticking.forEach(function (t) { t.el.textContent = format(t.left - (now - t.from)); });
  }, 250);

  read();
  show(steps.length);
  clock();
})();
