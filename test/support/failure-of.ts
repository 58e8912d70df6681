/** The error `work` fails with; the test fails when the work succeeds. */
export async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('the work did not fail');
}
