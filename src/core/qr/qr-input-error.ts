/** A request the qr module refuses; `param` names the field at fault (the API turns it into a 400). */
export class QrInputError extends Error {
  constructor(readonly param: string, message: string) {
    super(message);
    this.name = 'QrInputError';
  }
}
