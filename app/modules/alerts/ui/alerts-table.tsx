import { Link } from "~/ui/link";
import { RowActionForm } from "~/ui/form/row-action-form";
import { formatMoment } from "~/kernel/dates";
import { SEVERITY_LABELS, type Alert, type AlertState } from "../schema";

const STATE_LABELS: Record<AlertState, string> = { showing: "Showing now", scheduled: "Scheduled", ended: "Ended" };

/** The office's alerts: showing and scheduled first, then ended ones, each with its actions. */
export function AlertsTable({ alerts, timeZone }: { alerts: Alert[]; timeZone: string }) {
  const when = (iso: string) => formatMoment(iso, timeZone);
  return (
    <div className="data-table">
      <div className="data-table-scroll">
        <table>
          <caption className="visually-hidden">Alerts: showing and scheduled first, then ended</caption>
          <thead>
            <tr>
              <th scope="col">Alert</th>
              <th scope="col">Severity</th>
              <th scope="col">When</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {alerts.map((alert) => (
              <tr key={alert.id}>
                <td data-label="Alert">
                  <Link to={`/welcome/alerts/${alert.id}`}>{alert.message}</Link>
                </td>
                <td data-label="Severity">{SEVERITY_LABELS[alert.severity]}</td>
                <td data-label="When">
                  {alert.state === "scheduled"
                    ? `Scheduled for ${when(alert.startsAt)}`
                    : `From ${when(alert.startsAt)}`}
                  {alert.endsAt ? ` until ${when(alert.endsAt)}` : " until ended"}
                </td>
                <td data-label="Status">
                  {STATE_LABELS[alert.state]}
                  {alert.mailedAt ? " · e-mailed" : ""}
                </td>
                <td data-label="Actions">
                  <div className="row-actions">
                    {alert.state === "ended" ? null : (
                      <RowActionForm field="id" value={alert.id} intent="end" label="End now" what={alert.message} />
                    )}
                    <RowActionForm
                      field="id"
                      value={alert.id}
                      intent="delete"
                      label="Delete"
                      what={alert.message}
                      className="button button--small button--ghost"
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
