/** The public address's problem by its form: one rule for the server's checklist and the web's warnings. */
export { publicAddressProblem } from '@expo/contract/public-address';
