/**
 * Stands in, in the Lambda build, for what puppeteer-core's browser management reaches but the PDF renderer never
 * runs (decision 0056): the download proxy (`proxy-agent`, with a WebAssembly PAC engine) and the command line
 * (`yargs`). The renderer launches a browser that is already there; any use of these says so instead of downloading.
 */
const absent = (what: string) => () => {
  throw new Error(`${what} is not part of the PDF renderer`);
};

export class ProxyAgent {
  constructor() {
    absent('proxy-agent')();
  }
}
export const hideBin = absent('yargs');
export default absent('yargs');
