/** The next 1 April on or after `today` and the academic year it opens: { from: "2027-04-01", year: "2027-28" }. */
export function nextAcademicYear(today: Date = new Date()) {
  const month = today.getUTCMonth();
  const thisYear = month < 3 || (month === 3 && today.getUTCDate() === 1);
  const year = thisYear ? today.getUTCFullYear() : today.getUTCFullYear() + 1;
  return { from: `${year}-04-01`, year: `${year}-${String((year + 1) % 100).padStart(2, "0")}` };
}
