import { countedQuantity, QUANTITY_MAX_MESSAGE, QUANTITY_MESSAGE, quantityProblem } from "./quantity";

/** Rupees as the page shows them: "Rs. 1,40,000". */
export const rupees = (amount: number) => `Rs. ${amount.toLocaleString("en-IN")}`;

/** One quantity box: its item's cost and the text typed in it. */
export type QuantityBox = { cost: number; text: string | undefined };

/**
 * What the table shows for the boxes as typed, the same on the server and in the browser: each row's amount
 * (none while its box is refused), the total, the message below the table and which boxes are marked red.
 * Only whole numbers of 0 or more count, as on the server. `quantitiesMessage` is the last answer's message for
 * the boxes as a whole ("choose at least one item"), shown while it still holds, on the first box.
 */
export function runningTotal(boxes: QuantityBox[], quantitiesMessage?: string) {
  const problems = boxes.map((box) => quantityProblem(box.text));
  const total = boxes.reduce((sum, box) => sum + box.cost * countedQuantity(box.text), 0);
  const firstProblem = problems.find(Boolean);
  const boxMessages: (string | undefined)[] = [QUANTITY_MESSAGE, QUANTITY_MAX_MESSAGE];
  const whole = total === 0 && !boxMessages.includes(quantitiesMessage) ? quantitiesMessage : undefined;
  return {
    total,
    amounts: boxes.map((box, index) => (problems[index] ? undefined : box.cost * countedQuantity(box.text))),
    message: firstProblem ?? whole,
    marked: boxes.map((_, index) => (firstProblem ? Boolean(problems[index]) : Boolean(whole) && index === 0)),
  };
}
