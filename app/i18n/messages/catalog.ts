/** UI texts of this area, Vietnamese first; `en` must have the same shape. */
export const vi = {};

export const en: typeof vi = {};
