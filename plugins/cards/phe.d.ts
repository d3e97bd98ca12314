// Minimal typings for phe 0.6.0 (the package ships none): card codes are rank*4 + suit (s=0,h=1,d=2,c=3, rank 2=0 … A=12).
declare module 'phe' {
  /** Hand strength of 5 to 7 card codes; smaller is stronger (1 = royal flush). */
  export function evaluateCardCodes(codes: number[]): number;
  /** 0 = straight flush … 8 = high card. */
  export function handRank(strength: number): number;
  export const rankDescription: string[];
  const phe: { evaluateCardCodes: typeof evaluateCardCodes; handRank: typeof handRank; rankDescription: string[] };
  export default phe;
}
