import { data } from "react-router";

// Any path no other route claims: a real 404 inside the site's layout (the root error boundary draws it).
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
