/** Transport tariff per annum in rupees, paid in three instalments (spec section 9). */
export const TRANSPORT_TARIFF = {
  caption: "Transport tariff per annum (in rupees), paid in three instalments",
  head: ["Distance", "At admission", "By 15 September", "By 15 December", "Annual tariff"],
  rows: [
    ["Under 5 KM", "7,000", "7,000", "6,000", "20,000"],
    ["5 to 10 KM", "9,000", "8,000", "8,000", "25,000"],
    ["10 to 20 KM", "12,000", "9,000", "9,000", "30,000"],
    ["Over 20 KM", "15,000", "10,000", "10,000", "35,000"],
  ],
  numeric: [1, 2, 3, 4],
};

/** The 12 numbered transport policies; the first four are the spec's, the rest the usual rules of a school bus service. */
export const TRANSPORT_POLICIES = [
  "Seats on the school buses are allotted on a first come, first served basis.",
  "A student who uses the bus one way only must submit a declaration letter from the parent and pays 75% of the transport fee.",
  "Notice of discontinuing the transport service must reach the school office by 28 February, together with the student's transport ID card.",
  "Transport fees are paid in advance, by cash or card, and are not refundable.",
  "Every student must carry the transport ID card and show it to the bus in-charge when asked.",
  "Students must be at their stop five minutes before the bus is due; the bus cannot wait for latecomers.",
  "Stops and timings are fixed by the school for each of the six routes and are shared at the start of the year.",
  "A change of address or stop must be requested in writing at the school office and is made when a seat is free on that route.",
  "Students stay seated, keep the bus clean and follow the instructions of the driver and the attendant.",
  "Damage to a bus caused by a student is repaired at the parent's cost.",
  "A student is handed over at the stop only to the parent or to a person named by the parent in writing.",
  "Serious or repeated misconduct on the bus may lead to withdrawal of the transport facility without refund.",
];
