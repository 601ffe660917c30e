/** Texts about a published item's public address changing. The admin is written in Vietnamese. */
export const vi = {
  /** Before the save, under the slug. */
  willMove: (from: string, to: string) =>
    `Địa chỉ công khai sẽ đổi từ ${from} sang ${to}. Địa chỉ cũ sẽ tự chuyển hướng (301) sang địa chỉ mới.`,
  /** In the success message. */
  moved: (from: string, to: string) => `Địa chỉ công khai đã đổi từ ${from} sang ${to}; địa chỉ cũ chuyển hướng (301).`,
};

/** For useMessages(): Vietnamese only, as the admin is. */
export const messages = { vi };
