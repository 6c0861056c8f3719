import { Form } from "react-router";

/**
 * One button of a row in a dashboard table, as a form of its own: posts `intent` with the row's key (`id`,
 * `path`), so it works without JavaScript. `what` names the row for screen readers ("Delete Annual Day").
 */
export function RowActionForm({
  field,
  value,
  intent,
  label,
  what,
  className = "button button--small",
  disabled,
  action,
}: {
  field: string;
  value: string | number;
  intent: string;
  label: string;
  what?: string;
  className?: string;
  disabled?: boolean;
  action?: string;
}) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name={field} value={value} />
      <button className={className} name="intent" value={intent} disabled={disabled}>
        {label}
        {what ? <span className="visually-hidden"> {what}</span> : null}
      </button>
    </Form>
  );
}
