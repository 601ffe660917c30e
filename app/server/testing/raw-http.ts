import net from "node:net";

/**
 * Sends bytes as they are (no client library tidies them up) and answers the status code of the
 * response, or 0 when the server closed the connection without one.
 */
export function rawRequest(port: number, text: string, host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host);
    let received = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer in 10 s")));
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      if (match) {
        resolve(Number(match[1]));
        socket.destroy();
      }
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(0));
    socket.write(text, "latin1");
  });
}

/** Hostile request lines and headers: a sweep of at least 100 (paths × kinds). */
export function hostileRequests(paths: readonly string[]): { name: string; text: string }[] {
  const requests: { name: string; text: string }[] = [];
  const line = (method: string, target: string, version = "HTTP/1.1", headers = "Host: 127.0.0.1\r\n") =>
    `${method} ${target} ${version}\r\n${headers}Connection: close\r\n\r\n`;
  for (const path of paths) {
    requests.push(
      { name: `null byte in path ${path}`, text: line("GET", `${path}/%00`) },
      { name: `null byte in query ${path}`, text: line("GET", `${path}?q=%00&brand=%00&page=%00`) },
      { name: `bad escape ${path}`, text: line("GET", `${path}/%E0%A4%A`) },
      { name: `TRACE ${path}`, text: line("TRACE", path) },
      { name: `PROPFIND ${path}`, text: line("PROPFIND", path) },
      { name: `absolute-form ${path}`, text: line("GET", `http://evil.example${path}`) },
      { name: `HTTP/1.0 without Host ${path}`, text: line("GET", path, "HTTP/1.0", "") },
      { name: `long query ${path}`, text: line("GET", `${path}?q=${"%C3%A9".repeat(2000)}`) },
      { name: `odd page number ${path}`, text: line("GET", `${path}?page=-1e309&sort=%27%22%3E`) },
      { name: `POST without origin ${path}`, text: line("POST", path) },
    );
  }
  requests.push(
    { name: "asterisk-form", text: line("OPTIONS", "*") },
    { name: "CONNECT", text: line("CONNECT", "127.0.0.1:80") },
    { name: "double slash", text: line("GET", "//evil.example/") },
    { name: "dot segments", text: line("GET", "/uploads/../../etc/passwd") },
    { name: "encoded dot segments", text: line("GET", "/uploads/%2e%2e/%2e%2e/etc/passwd") },
    { name: "null in data path", text: line("GET", "/products/%00.data") },
  );
  return requests;
}
