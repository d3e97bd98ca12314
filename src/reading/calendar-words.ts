/** Words about the calendar that change what a rate per day means. */

/** Days picked out of the calendar ("on school days", "on weekends", "except Sundays"): a daily rate holds on those only. */
export const SOME_DAYS =
  /\b(?:on|during|over) (?:the )?(?:school|week|work|working|business|weekend|holiday|class|training|game|rainy|sunny)[ -]?days\b|\bon (?:the )?weekends?\b|\bon (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\b|\bexcept\b|\bonly on\b/i;
