// Tengen's public pages, live: a page whose <main> names an event stream (data-stream) reloads its live parts
// ([data-live]) when the stream sends one of the events it follows (data-events; on a round's page only that
// round's): at once, then at most once a quarter second while events keep coming (a burst of results is one reload),
// and once after a reconnection, since events may have been missed.
// It stops listening when the reloaded page no longer follows a stream (the game or the tournament ended).
// Times of a game's history ([data-zone] note, <time data-local>) are rewritten in the reader's own time zone.
// No framework; without JavaScript a live page refreshes itself every 30 seconds (<noscript> meta refresh).
(function () {
  'use strict';

  function readerZone() {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch (e) {
      return null;
    }
  }

  function localTimes(root) {
    var note = root.querySelector('[data-zone][data-zone-note]');
    var zone = readerZone();
    if (!note || !zone || note.dataset.zone === zone) {
      return;
    }
    var lang = document.documentElement.lang || undefined;
    var time = new Intl.DateTimeFormat(lang, {hour: 'numeric', minute: '2-digit', second: '2-digit'});
    root.querySelectorAll('time[data-local][datetime]').forEach(function (t) {
      var at = new Date(t.getAttribute('datetime'));
      if (!isNaN(at)) {
        t.title = t.textContent;
        t.textContent = time.format(at);
      }
    });
    var name = zone;
    try {
      var parts = new Intl.DateTimeFormat(lang, {timeZoneName: 'long'}).formatToParts(new Date());
      parts.forEach(function (p) { if (p.type === 'timeZoneName') { name = p.value; } });
    } catch (e) { /* the zone's id will do */ }
    note.textContent = note.dataset.zoneNote.replace('{zone}', name);
  }

  localTimes(document);

  var main = document.querySelector('main[data-stream]');
  if (!main || !window.EventSource || !window.fetch) {
    return;
  }
  var round = main.dataset.round;
  var stream = new EventSource(main.dataset.stream);
  var timer = null;
  var lastReload = 0;
  var loading = false;
  var again = false;
  var connections = 0;

  function swap(html) {
    var fresh = new DOMParser().parseFromString(html, 'text/html');
    document.querySelectorAll('[data-live]').forEach(function (part) {
      var next = part.id && fresh.getElementById(part.id);
      if (next) {
        part.replaceWith(document.importNode(next, true));
      }
    });
    localTimes(document);
    var freshMain = fresh.querySelector('main');
    if (freshMain && !freshMain.hasAttribute('data-stream')) {
      stream.close();
    }
    document.dispatchEvent(new CustomEvent('tengen:updated'));
  }

  function reload() {
    timer = null;
    if (loading) {
      again = true;
      return;
    }
    loading = true;
    lastReload = Date.now();
    fetch(location.href, {credentials: 'same-origin', headers: {'Accept': 'text/html'}})
      .then(function (answer) { return answer.ok ? answer.text() : null; })
      .then(function (html) { if (html) { swap(html); } })
      .catch(function () { /* the next event tries again */ })
      .then(function () {
        loading = false;
        if (again) {
          again = false;
          soon();
        }
      });
  }

  function soon() {
    if (timer === null) {
      timer = setTimeout(reload, Math.max(0, lastReload + 250 - Date.now()));
    }
  }

  stream.addEventListener('connected', function () {
    if (connections++ > 0) {
      soon();
    }
  });
  main.dataset.events.split(' ').forEach(function (name) {
    stream.addEventListener(name, function (event) {
      if (round) {
        try {
          var data = JSON.parse(event.data);
          if (data.round && String(data.round) !== round) {
            return;
          }
        } catch (e) { /* not JSON: reload anyway */ }
      }
      soon();
    });
  });
})();
