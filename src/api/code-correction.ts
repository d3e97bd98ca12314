/** Tells a code correction (kept for review only) from a prose one (remembered on svc-prod). */

const CODE_LINE =
  /^\s*(?:def |class |import |from \S+ import |function |const |let |var |return\b|if \(|for \(|while \(|#include|public |private |fn |func |package |@\w+)|[;{}]\s*$|=>/;

export function isCodeCorrection(correction: string, answeredBy: string): boolean {
  if (answeredBy === 'code_spec') return true;
  if (/```/.test(correction)) return true;
  const lines = correction.split('\n').filter((l) => l.trim());
  const code = lines.filter((l) => CODE_LINE.test(l)).length;
  return lines.length > 1 ? code / lines.length >= 0.5 : code === 1 && /[(){};=]/.test(correction);
}
