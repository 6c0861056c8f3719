import { data } from "react-router";

// Filled in by the public-forms work: validates and stores a call-back request.
export async function action() {
  return data({ ok: false, message: "There was an error submitting the form." }, { status: 501 });
}
