// report.html's only script: a click (or Enter) on a column header sorts its table by that column,
// ascending then descending. A column where at least half the non-empty cells start with a number
// ("1.23×", "−4.5 %", "[0.91, 1.10]") sorts by that number, its other cells ("bimodal ...") after
// them by text; any other column by its text in natural order ("fork 9" before "fork 10"). Empty
// and dash cells go last either way; ties keep their order.
(function () {
  'use strict';
  var collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  var NUMBER = /^[^0-9A-Za-z+\-\u2212.]*([+\-\u2212]?(?:[0-9][0-9,]*(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+\-]?[0-9]+)?)/;

  function text(cell) {
    return cell ? cell.textContent.trim() : '';
  }
  function missing(s) {
    return s === '' || s === '\u2014' || s === '\u2013' || s === '-' || s === 'n/a';
  }
  function number(s) {
    var m = NUMBER.exec(s);
    return m ? parseFloat(m[1].replace('\u2212', '-').replace(/,/g, '')) : NaN;
  }

  function sort(table, column, descending) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var keys = rows.map(function (row, i) {
      var s = text(row.cells[column]);
      return { row: row, index: i, text: s, missing: missing(s), number: number(s) };
    });
    var present = keys.filter(function (k) { return !k.missing; });
    var numbers = present.filter(function (k) { return !isNaN(k.number); }).length;
    var numeric = numbers > 0 && 2 * numbers >= present.length;
    // Rank: 0 a number (numeric column) or any text, 1 text in a numeric column, 2 empty.
    keys.forEach(function (k) { k.rank = k.missing ? 2 : numeric && isNaN(k.number) ? 1 : 0; });
    var sign = descending ? -1 : 1;
    keys.sort(function (a, b) {
      if (a.rank !== b.rank) { return a.rank - b.rank; }
      var c = 0;
      if (a.rank < 2) {
        c = numeric && a.rank === 0 ? a.number - b.number : 0;
        if (c === 0) { c = collator.compare(a.text, b.text); }
      }
      return c !== 0 ? sign * c : a.index - b.index;
    });
    keys.forEach(function (k) { body.appendChild(k.row); });
  }

  var sortable = 0;
  Array.prototype.forEach.call(document.querySelectorAll('table'), function (table) {
    var head = table.tHead && table.tHead.rows[0];
    if (!head || !table.tBodies[0] || table.tBodies[0].rows.length < 2) { return; }
    var headers = Array.prototype.slice.call(head.cells);
    // A key/value table ("| | |": the provenance) has no column to sort by.
    if (headers.every(function (th) { return text(th) === ''; })) { return; }
    sortable++;
    headers.forEach(function (th, column) {
      th.setAttribute('data-sort', '');
      th.tabIndex = 0;
      th.title = 'sort by this column';
      function activate() {
        var descending = th.getAttribute('aria-sort') === 'ascending';
        headers.forEach(function (other) { other.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', descending ? 'descending' : 'ascending');
        sort(table, column, descending);
      }
      th.addEventListener('click', activate);
      th.addEventListener('keydown', function (e) {
        if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); activate(); }
      });
    });
  });
  // Read by .ci/checks/html-report.sh: the script ran, and on how many tables.
  document.documentElement.setAttribute('data-sortable-tables', String(sortable));
})();
