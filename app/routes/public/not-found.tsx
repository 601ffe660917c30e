import { data } from "react-router";

/** Any unknown public path: HTTP 404, shown by the layout's boundary as 'Trang không tìm thấy'. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
