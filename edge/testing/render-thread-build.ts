/**
 * A stand-in server build for the render thread's tests (render-thread.test.ts): the edge's stub
 * build (stub-build.ts) whose entry module also has what the thread calls on the app. Its pages
 * say which thread rendered them and the content version the thread was told; `/about` reads a
 * topic; the body of a page under `/fail` breaks. `X-Thread-Nice` is the rendering thread's priority.
 */
import os from "node:os";
import { isMainThread, type MessagePort } from "node:worker_threads";
import type { ServerBuild } from "react-router";
import { noteReads, recordContentReads } from "../../app/server/db/content-reads.server";
import { currentThreadId } from "../thread-priority";
import { stubBuild } from "./stub-build";

const base = stubBuild();
const baseEntry = base.entry.module as unknown as {
  default: (request: Request, status: number, headers: Headers, ...rest: unknown[]) => Response;
};
let version = 0;
let opened: "port" | "none" | null = null;

const module = {
  ...baseEntry,
  default: (request: Request, status: number, headers: Headers, ...rest: unknown[]) => {
    const path = new URL(request.url).pathname;
    // A body that breaks half-way (a stream's error after the status was given).
    if (path.startsWith("/fail"))
      return new Response(
        new ReadableStream({
          start: (controller) => controller.error(new Error(`the stream of ${path} broke`)),
        }),
        { status, headers },
      );
    if (path === "/about") noteReads("page:about");
    const response = baseEntry.default(request, status, headers, ...rest);
    const answered = new Headers(response.headers);
    const thread = currentThreadId();
    if (thread !== null) answered.set("x-thread-nice", String(os.getPriority(thread)));
    return new Response(
      response.body
        ?.pipeThrough(new TextDecoderStream())
        .pipeThrough(
          new TransformStream<string, string>({
            transform: (chunk, controller) =>
              controller.enqueue(
                chunk.replace(
                  "<body>",
                  `<body>${isMainThread ? "main" : "thread"} v${version} db:${opened} ${request.headers.get("accept-language") ?? ""} `,
                ),
              ),
          }),
        )
        .pipeThrough(new TextEncoderStream()),
      { status: response.status, headers: answered },
    );
  },
  recordContentReads,
  noteReads,
  contentVersionAtLeast: (at: number) => {
    version = Math.max(version, at);
  },
  openRenderThreadDatabase: async (port: MessagePort | null) => {
    opened = port ? "port" : "none";
  },
};

export const { routes, assets, publicPath, assetsBuildDirectory, future, ssr, isSpaMode, prerender, routeDiscovery } =
  base;
export const entry = { module } as unknown as ServerBuild["entry"];
