import { FormField } from "~/ui/form/form-field";

/** The school's UPI ID and payee name on the admissions settings form; the fee per class is in the classes' table. */
export function UpiFields({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  return (
    <>
      <h3>Application fee by UPI</h3>
      <p className="hint">
        Parents pay the fee of their child&apos;s class straight to this UPI ID and give the UTR; a class with fee 0 has
        no fee step. Import the bank statement at <a href="/welcome/admissions/payments">Fee payments</a> to verify the
        payments.
      </p>
      <div className="panel-fields">
        <FormField
          id="as-upiId"
          name="upiId"
          label="School's UPI ID"
          maxLength={256}
          placeholder="school@okaxis"
          autoComplete="off"
          defaultValue={values.upiId}
          error={errors.upiId}
        />
        <FormField
          id="as-payeeName"
          name="payeeName"
          label="Payee name (shown in the parent's app)"
          maxLength={50}
          defaultValue={values.payeeName}
          error={errors.payeeName}
        />
      </div>
    </>
  );
}
