/** The words compute reads, for the shared reader's typo repair ("Cnvert 5 galons" → "convert 5 gallons"). */
import { vocabularyOf } from '../../src/plugin-api.js';

export const COMPUTE_VOCABULARY = vocabularyOf(
  (
    'convert kilometers kilometres meters metres centimeters centimetres millimeters millimetres miles feet foot inches yards ' +
    'kilograms grams milligrams pounds ounces stone stones tonnes liters litres milliliters millilitres gallons quarts pints cups ' +
    'tablespoons teaspoons fluid cubic square acres hectares seconds minutes hours days weeks months years celsius fahrenheit kelvin ' +
    'degrees joules calories kilocalories pascals atmospheres watts kilowatts horsepower bytes kilobytes megabytes gigabytes terabytes ' +
    'knots speed distance temperature percent percentage discount interest increase decrease original price markup profit ' +
    'solve equation equations simplify factorial permutations combinations arrangements choose digits remainder quotient ' +
    'multiply divide subtract product difference twice triple squared cubed sqrt root exponent power fraction decimal mixed improper ' +
    'lowest terms between average total altogether each times plus minus different ways number numbers weekday weekdays leap ' +
    'squares cubes order ascending descending largest smallest bigger greater equivalent'
  ).split(' '),
);
