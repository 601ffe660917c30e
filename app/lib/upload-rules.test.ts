import { describe, expect, it } from "vitest";
import { checkUploadCandidate, uploadLimitMb } from "./upload-rules";

const MB = 1024 * 1024;

describe("uploadLimitMb", () => {
  it("defaults to 500 and never exceeds it", () => {
    expect(uploadLimitMb()).toBe(500);
    expect(uploadLimitMb(50)).toBe(50);
    expect(uploadLimitMb(2000)).toBe(500);
    expect(uploadLimitMb(-1)).toBe(500);
  });
});

describe("checkUploadCandidate", () => {
  it("answers the specification's messages", () => {
    expect(checkUploadCandidate({ name: " ", type: "image/png", size: 1 }, 50)).toBe("File không hợp lệ");
    expect(checkUploadCandidate({ name: `${"a".repeat(97)}.png`, type: "image/png", size: 1 }, 50)).toBe(
      "Tên file quá dài (tối đa 100 ký tự)",
    );
    expect(checkUploadCandidate({ name: "notes.txt", type: "text/plain", size: 1 }, 50)).toBe("Định dạng không hỗ trợ");
    expect(checkUploadCandidate({ name: "big.jpg", type: "image/jpeg", size: 51 * MB }, 50)).toBe(
      "Dung lượng vượt quá 50 MB",
    );
  });

  it("accepts images by type or by extension", () => {
    expect(checkUploadCandidate({ name: "a.png", type: "image/png", size: 50 * MB }, 50)).toBeNull();
    expect(checkUploadCandidate({ name: "logo.SVG", type: "", size: 10 }, 500)).toBeNull();
    expect(checkUploadCandidate({ name: "scan", type: "image/webp", size: 10 }, 500)).toBeNull();
  });
});
