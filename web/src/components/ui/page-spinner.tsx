import { Center, Spinner } from '@chakra-ui/react';

export function PageSpinner() {
  return (
    <Center minH="40vh" w="full" data-testid="page-spinner">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
