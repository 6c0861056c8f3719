import { Form } from "react-router";
import { Link } from "~/ui/link";
import { TextField } from "~/ui/form/panel-fields";
import type { TwoFactorStatus } from "../two-factor.server";

function CodeField({ id, error }: { id: string; error?: string }) {
  return (
    <TextField
      id={id}
      name="code"
      label="Code from the app"
      autoComplete="one-time-code"
      inputMode="text"
      required
      maxLength={40}
      error={error}
    />
  );
}

/** The recovery codes, shown once right after they are made. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="card" aria-labelledby="recovery-heading">
      <h3 id="recovery-heading">Your recovery codes</h3>
      <p>Each works once, in place of a code from the app. Print them or keep them in a safe place.</p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((recoveryCode) => (
          <li key={recoveryCode}>
            <code>{recoveryCode}</code>
          </li>
        ))}
      </ol>
      <Link className="button" to="/welcome">
        Done: go to the dashboard
      </Link>
    </div>
  );
}

/** Two-factor sign-in is on: new recovery codes, or turning it off, each with a code from the app. */
export function TwoFactorOn({
  userid,
  status,
  busy,
  codeError,
  passwordError,
}: {
  userid: string;
  status: TwoFactorStatus;
  busy: boolean;
  codeError?: string;
  passwordError?: string;
}) {
  return (
    <>
      <p>
        Two-factor sign-in is <strong>on</strong> for {userid} since {status.enabledAt?.slice(0, 10)}.{" "}
        {status.recoveryCodesLeft} of 10 recovery codes are unused.
      </p>
      <Form method="post" className="admin-form" noValidate aria-label="New recovery codes" data-quick-form>
        <input type="hidden" name="intent" value="recovery" />
        <CodeField id="recovery-code" error={codeError} />
        <button type="submit" className="button" disabled={busy}>
          Make new recovery codes
        </button>
      </Form>
      <Form method="post" className="admin-form" noValidate aria-label="Turn two-factor sign-in off" data-quick-form>
        <input type="hidden" name="intent" value="disable" />
        <TextField
          id="disable-current-password"
          name="currentPassword"
          label="Your current password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          error={passwordError}
        />
        <CodeField id="disable-code" error={codeError} />
        <button type="submit" className="button button--secondary" disabled={busy}>
          Turn two-factor sign-in off
        </button>
      </Form>
    </>
  );
}

/** An enrolment under way: the QR code and key to add to the app, and its first code to confirm. */
export function TwoFactorEnrolment({
  enrolment,
  busy,
  codeError,
}: {
  enrolment: { qrSvg: string; grouped: string };
  busy: boolean;
  codeError?: string;
}) {
  return (
    <div className="two-factor-enrol">
      <p>
        1. In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …) add an account and
        scan this code:
      </p>
      <div
        className="two-factor-qr"
        role="img"
        aria-label="QR code to add this site to an authenticator app"
        dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
      />
      <p>
        Cannot scan? Type this key instead: <code data-testid="totp-secret">{enrolment.grouped}</code>
      </p>
      <p>2. Type the 6-digit code the app shows:</p>
      <Form method="post" className="admin-form" noValidate aria-label="Confirm two-factor sign-in" data-quick-form>
        <input type="hidden" name="intent" value="confirm" />
        <CodeField id="confirm-code" error={codeError} />
        <button type="submit" className="button" disabled={busy}>
          Turn on two-factor sign-in
        </button>
      </Form>
    </div>
  );
}

export function TwoFactorOff({ busy }: { busy: boolean }) {
  return (
    <>
      <p>
        Two-factor sign-in is <strong>off</strong>. With it on, signing in also asks for a code from an app on your
        phone, so a stolen password alone is not enough.
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="start" />
        <button type="submit" className="button" disabled={busy}>
          Set up two-factor sign-in
        </button>
      </Form>
    </>
  );
}

/** The admin's switch: whether every administrator must use two-factor sign-in. */
export function AdminTwoFactorRule({ required, busy }: { required: boolean; busy: boolean }) {
  return (
    <Form method="post" className="admin-form" aria-label="Rule for administrators">
      <h3>For every administrator</h3>
      <input type="hidden" name="intent" value="require" />
      <label className="checkbox-row">
        <input type="checkbox" name="required" defaultChecked={required} /> Administrators must use two-factor sign-in
        (an administrator without it is sent here after signing in)
      </label>
      <button type="submit" className="button button--secondary" disabled={busy}>
        Save the rule
      </button>
    </Form>
  );
}
