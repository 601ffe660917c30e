export function meta() {
  return [{ title: "Đăng nhập quản trị" }, { name: "robots", content: "noindex" }];
}

// Sign-in arrives with the admin issue; nothing here reads or changes data.
export default function AdminLogin() {
  return (
    <main className="mx-auto max-w-md px-6 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Quản trị viên</h1>
      <p className="mt-4 text-slate-600">Khu vực quản trị đang được xây dựng.</p>
    </main>
  );
}
