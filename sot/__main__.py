import sys

from sot.cli.main import main

sys.exit(main())
