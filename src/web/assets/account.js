// The account page's script: copy buttons, and the chat (streamed replies, receipts, QR images, tables,
// feedback). Every reply is put in the page as text nodes: nothing a reply says is parsed as HTML.
(function () {
  'use strict';
  var csrfMeta = document.querySelector('meta[name="svc-csrf"]');
  var csrf = csrfMeta ? csrfMeta.getAttribute('content') : '';

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') node.textContent = attrs[k];
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c); });
    return node;
  }

  // Copy buttons: the clipboard API, else selecting the text so the person can copy it.
  document.querySelectorAll('button[data-copy]').forEach(function (button) {
    button.addEventListener('click', function () {
      var input = document.querySelector(button.getAttribute('data-copy'));
      if (!input) return;
      var done = function () { button.textContent = 'Copied'; };
      input.select();
      if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(input.value).then(done, function () { document.execCommand('copy'); done(); });
      else { document.execCommand('copy'); done(); }
    });
  });

  var form = document.getElementById('chat-form');
  if (!form) return;
  var log = document.getElementById('chat-log');
  var input = document.getElementById('chat-input');
  var model = document.getElementById('chat-model');
  var history = [];

  function api(path, body) {
    return fetch('/api/v1' + path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-svc-csrf': csrf },
      body: JSON.stringify(body),
    });
  }

  // A Markdown pipe table (header, --- row, body rows) becomes a <table>; everything else stays text.
  function renderContent(container, text) {
    container.textContent = '';
    var lines = text.split('\n');
    var i = 0;
    var para = [];
    function flush() { if (para.length) { container.appendChild(el('div', { class: 'content', text: para.join('\n') })); para = []; } }
    function cells(line) { return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map(function (c) { return c.trim(); }); }
    while (i < lines.length) {
      if (/^\s*\|.*\|\s*$/.test(lines[i]) && i + 1 < lines.length && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1])) {
        flush();
        var table = el('table', {}, []);
        var head = el('tr', {}, cells(lines[i]).map(function (c) { return el('th', { scope: 'col', text: c }); }));
        table.appendChild(el('thead', {}, [head]));
        var body = el('tbody', {}, []);
        i += 2;
        while (i < lines.length && /^\s*\|.*\|\s*$/.test(lines[i])) {
          body.appendChild(el('tr', {}, cells(lines[i]).map(function (c) { return el('td', { text: c }); })));
          i++;
        }
        table.appendChild(body);
        container.appendChild(el('div', { class: 'table-wrap' }, [table]));
      } else {
        para.push(lines[i]);
        i++;
      }
    }
    flush();
  }

  function renderReceipt(svc) {
    var dl = el('dl', {}, []);
    function row(name, value) { if (value === undefined || value === null || value === '') return; dl.appendChild(el('dt', { text: name })); dl.appendChild(el('dd', {}, [value])); }
    row('Solver', el('code', { text: String(svc.solver), 'data-testid': 'receipt-solver' }));
    row('Verified', el('span', { class: 'badge ' + (svc.verified ? 'yes' : 'no'), text: svc.verified ? 'yes' : 'no', 'data-testid': 'receipt-verified' }));
    row('Checked', svc.checked ? String(svc.checked) : 'not checked');
    if (Array.isArray(svc.tried)) row('Tried', svc.tried.join(', '));
    if (svc.caveat) row('Caveat', String(svc.caveat));
    var box = el('div', { class: 'receipt', 'aria-label': 'Receipt' }, [dl]);
    var png = svc.qr && svc.qr.png_base64;
    if (typeof png === 'string' && /^[A-Za-z0-9+/=]+$/.test(png)) {
      box.appendChild(el('img', { class: 'qr', alt: 'QR code for: ' + String(svc.qr.text || ''), src: 'data:image/png;base64,' + png, 'data-testid': 'qr-image' }));
    }
    return box;
  }

  function feedback(item, completionId) {
    var status = el('span', { role: 'status' }, []);
    function send(body) {
      return api('/feedback', Object.assign({ completion_id: completionId }, body)).then(function (r) {
        return r.json().then(function (j) { status.textContent = r.ok ? 'Thanks: ' + (j.effect || 'recorded') : (j.error && j.error.message) || 'Feedback failed'; });
      });
    }
    var up = el('button', { type: 'button', 'aria-label': 'Good answer', text: '👍' });
    var down = el('button', { type: 'button', 'aria-label': 'Bad answer', text: '👎' });
    up.addEventListener('click', function () { send({ rating: 'positive' }); });
    down.addEventListener('click', function () { send({ rating: 'negative' }); });
    var id = 'corr-' + completionId;
    var text = el('textarea', { id: id, rows: '2', required: 'required' }, []);
    var correct = el('form', {}, [el('label', { for: id, text: 'Correction (what the answer should be)' }), text, el('button', { type: 'submit', text: 'Send correction' })]);
    correct.addEventListener('submit', function (e) { e.preventDefault(); send({ rating: 'negative', correction: text.value }); });
    item.appendChild(el('div', { class: 'feedback' }, [up, down, status, correct]));
  }

  function refreshExchanges() {
    var left = document.getElementById('exchanges-left');
    if (!left) return;
    fetch('/api/v1/usage', { credentials: 'same-origin', headers: { 'x-svc-csrf': csrf } })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (u) { if (u && u.free_exchanges_left !== null && u.free_exchanges_left !== undefined) left.textContent = String(u.free_exchanges_left); });
  }

  // Reads the SSE stream: content deltas as they come, the receipt on the chunk with finish_reason.
  function readStream(response, onDelta, onFinish) {
    var reader = response.body.getReader();
    var decoder = new TextDecoder();
    var buffer = '';
    function pump() {
      return reader.read().then(function (r) {
        if (r.done) return;
        buffer += decoder.decode(r.value, { stream: true });
        var events = buffer.split('\n\n');
        buffer = events.pop();
        events.forEach(function (ev) {
          var data = ev.split('\n').filter(function (l) { return l.indexOf('data: ') === 0; }).map(function (l) { return l.slice(6); }).join('\n');
          if (!data || data === '[DONE]') return;
          var chunk = JSON.parse(data);
          var choice = chunk.choices && chunk.choices[0];
          if (choice && choice.delta && choice.delta.content) onDelta(choice.delta.content);
          if (chunk.svc) onFinish(chunk);
        });
        return pump();
      });
    }
    return pump();
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    input.value = '';
    history.push({ role: 'user', content: text });
    log.appendChild(el('li', { class: 'user' }, [el('div', { class: 'who', text: 'You' }), el('div', { class: 'content', text: text })]));
    var item = el('li', { class: 'assistant', 'aria-busy': 'true' }, [el('div', { class: 'who', text: 'svc (' + model.value + ')' })]);
    var content = el('div', { class: 'content' }, []);
    item.appendChild(content);
    log.appendChild(item);
    var sent = form.querySelector('button[type=submit]');
    sent.disabled = true;
    var reply = '';
    api('/chat/completions', { model: model.value, stream: true, messages: history })
      .then(function (r) {
        if (!r.ok) return r.json().then(function (j) { throw new Error((j.error && j.error.message) || ('HTTP ' + r.status)); });
        return readStream(r, function (delta) { reply += delta; content.textContent = reply; }, function (last) {
          renderContent(content, reply);
          item.appendChild(renderReceipt(last.svc));
          feedback(item, last.id);
        });
      })
      .then(function () { history.push({ role: 'assistant', content: reply }); refreshExchanges(); })
      .catch(function (err) { history.pop(); content.textContent = ''; item.appendChild(el('p', { class: 'flash error', role: 'alert', text: err.message })); })
      .then(function () { item.removeAttribute('aria-busy'); sent.disabled = false; input.focus(); });
  });
})();
