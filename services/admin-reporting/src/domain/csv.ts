// CSV as spreadsheets read it (RFC 4180): CRLF rows, fields quoted when they hold a comma, quote or line break,
// quotes doubled. Text that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe,
// since names and e-mails are typed by users.
export type Cell = string | number;

export function toCsv(header: string[], rows: Cell[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(value: Cell): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Cents as dollars with two decimals: 4900 → "49.00". */
export function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
